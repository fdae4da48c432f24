import { useInfiniteQuery, type QueryKey } from '@tanstack/react-query';
import { useEffect, useRef } from 'react';

/** Dashboard tables stay live (spec §2): they reload themselves this often while open. */
export const refreshEveryMs = 10_000;

/**
 * A list the API serves a page at a time (an opaque cursor per page), reloaded every 10 s, with the
 * next page fetched when the sentinel (an element after the table) scrolls into view. A "Load
 * more" button beside it does the same for keyboards and browsers without IntersectionObserver.
 */
export function useLiveList<Page extends { cursor?: string | undefined }>(
  queryKey: QueryKey,
  fetchPage: (cursor: string | undefined) => Promise<Page>,
) {
  const list = useInfiniteQuery({
    queryKey,
    queryFn: ({ pageParam }) => fetchPage(pageParam || undefined),
    initialPageParam: '',
    getNextPageParam: (page: Page) => page.cursor,
    refetchInterval: refreshEveryMs,
  });
  const sentinel = useRef<HTMLDivElement>(null);
  const { hasNextPage, isFetchingNextPage, fetchNextPage } = list;
  useEffect(() => {
    const element = sentinel.current;
    if (!element || !hasNextPage || typeof IntersectionObserver === 'undefined') return;
    const observer = new IntersectionObserver((entries) => {
      if (entries.some((entry) => entry.isIntersecting) && !isFetchingNextPage) void fetchNextPage();
    });
    observer.observe(element);
    return () => observer.disconnect();
  }, [hasNextPage, isFetchingNextPage, fetchNextPage]);
  return { list, sentinel };
}
