import type { ComponentType } from 'react';
import type { RouteObject } from 'react-router';
import { ScreenError } from '../components/ScreenError';

/**
 * The one way a route loads its screen: its module is its own chunk, fetched when the route is
 * first visited, so a first visit to / downloads no form, auth or dashboard code. A chunk that fails
 * to load (a tab older than the last deploy) reloads the page once (ScreenError, chunk-reload.ts).
 */
export function lazyScreen<M>(load: () => Promise<M>, pick: (module: M) => ComponentType): Pick<RouteObject, 'lazy' | 'ErrorBoundary'> {
  return {
    lazy: async () => {
      try {
        return { Component: pick(await load()) };
      } catch (error) {
        // The router swallows a failed lazy() of a route without a loader and renders nothing; a
        // screen that throws reaches ScreenError, on the page the person asked for.
        return {
          Component: function ScreenNotLoaded(): never {
            throw error;
          },
        };
      }
    },
    ErrorBoundary: ScreenError,
  };
}

/** A screen of the route table that is not built yet (see components/Placeholder), loaded on demand like the rest. */
export function placeholder(title: string, extra: { subtitle?: string; showAccount?: boolean } = {}): Pick<RouteObject, 'lazy' | 'ErrorBoundary'> {
  return lazyScreen(
    () => import('../components/Placeholder'),
    ({ Placeholder }) =>
      function PlaceholderScreen() {
        return <Placeholder title={title} {...extra} />;
      },
  );
}
