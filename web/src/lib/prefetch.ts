import { matchRoutes, type RouteObject } from 'react-router';
import type { ScreenHandle } from './lazy-route';

let table: RouteObject[] = [];

/** main.tsx hands over the route table (importing it here would put every route into each link's chunk). */
export function setPrefetchRoutes(routes: RouteObject[]) {
  table = routes;
}

/**
 * Starts downloading the screens a path shows (lazyScreen's handle), so a click on a hovered or
 * focused link renders at once. Nothing is fetched before someone points at a link: a first visit
 * downloads only what it renders.
 */
export function prefetchPath(to: string) {
  if (!to.startsWith('/')) return;
  const pathname = new URL(to, 'http://app.local').pathname;
  for (const match of matchRoutes(table, pathname) ?? []) {
    void (match.route.handle as ScreenHandle | undefined)?.load().catch(() => undefined);
  }
}

/** Prefetches the screen behind any same-origin link a pointer or the keyboard reaches (one listener for every link). */
export function prefetchOnIntent(root: Document = document) {
  const onIntent = (event: Event) => {
    const link = event.target instanceof Element ? event.target.closest('a[href]') : null;
    if (!(link instanceof HTMLAnchorElement) || link.origin !== location.origin) return;
    prefetchPath(link.pathname);
  };
  for (const type of ['pointerover', 'focusin', 'touchstart'] as const) root.addEventListener(type, onIntent, { passive: true });
}
