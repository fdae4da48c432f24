import type { ComponentType } from 'react';
import type { RouteObject } from 'react-router';
import { loadChunk } from './chunk-reload';

/**
 * The one way a route loads its screen: its module is its own chunk, fetched when the route is
 * first visited, so a first visit to / downloads no form, auth or dashboard code. A chunk that fails
 * to load (a tab older than the last deploy) reloads the page once (chunk-reload.ts).
 */
export function lazyScreen<M>(load: () => Promise<M>, pick: (module: M) => ComponentType): Pick<RouteObject, 'lazy'> {
  return { lazy: async () => ({ Component: pick(await loadChunk(load)) }) };
}

/** A screen of the route table that is not built yet (see components/Placeholder), loaded on demand like the rest. */
export function placeholder(title: string, extra: { subtitle?: string; showAccount?: boolean } = {}): Pick<RouteObject, 'lazy'> {
  return lazyScreen(
    () => import('../components/Placeholder'),
    ({ Placeholder }) =>
      function PlaceholderScreen() {
        return <Placeholder title={title} {...extra} />;
      },
  );
}
