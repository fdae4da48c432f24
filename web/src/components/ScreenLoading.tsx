/**
 * What a screen's place shows while its chunk arrives on a cold load (every layout's <Suspense>
 * around its <Outlet>). A navigation keeps the current screen instead: it is a transition.
 */
export function ScreenLoading() {
  return (
    <p className="status" role="status">
      Loading…
    </p>
  );
}
