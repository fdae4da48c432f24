/**
 * What a screen's place shows while its chunk arrives (every layout's <Suspense> around its
 * <Outlet>); a screen already downloaded (visited, or prefetched when a link was pointed at)
 * renders at once.
 */
export function ScreenLoading() {
  return (
    <p className="status" role="status">
      Loading…
    </p>
  );
}
