import { useInfiniteQuery, type QueryKey } from '@tanstack/react-query';

/** Dashboard tables stay live (spec §2): they reload themselves this often while open. */
export const refreshEveryMs = 10_000;

/**
 * A list the API serves a page at a time (an opaque cursor per page), reloaded every 10 s; its
 * table ends with a ListMore, which fetches the next page.
 */
export function useLiveList<Page extends { cursor?: string | undefined }>(
  queryKey: QueryKey,
  fetchPage: (cursor: string | undefined) => Promise<Page>,
) {
  return useInfiniteQuery({
    queryKey,
    queryFn: ({ pageParam }) => fetchPage(pageParam || undefined),
    initialPageParam: '',
    getNextPageParam: (page: Page) => page.cursor,
    refetchInterval: refreshEveryMs,
  });
}
