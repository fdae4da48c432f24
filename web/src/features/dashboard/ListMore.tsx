import { Button } from '@aws-amplify/ui-react';
import { useEffect, useRef } from 'react';

/** What ListMore needs of a TanStack infinite query. */
interface PagedList {
  readonly hasNextPage: boolean;
  readonly isFetchingNextPage: boolean;
  readonly fetchNextPage: () => Promise<unknown>;
}

/**
 * The end of a table the API serves a page at a time: the next page loads as this scrolls into
 * view, and a "Load more" button does the same for keyboards and browsers without IntersectionObserver.
 */
export function ListMore({ list }: { readonly list: PagedList }) {
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
  return (
    <div ref={sentinel} className="list-more">
      {hasNextPage && (
        <Button size="small" onClick={() => void fetchNextPage()} isLoading={isFetchingNextPage} loadingText="Loading…">
          Load more
        </Button>
      )}
    </div>
  );
}
