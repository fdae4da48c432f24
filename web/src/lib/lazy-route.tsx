import { Component, use, type ComponentType, type ReactNode } from 'react';
import { useLocation, type RouteObject } from 'react-router';
import { ScreenError } from '../components/ScreenError';
import { loadQueries } from './queries-loader';
import { loadOnce } from './load-once';

/** What a lazy route keeps in its `handle`: prefetch.ts starts the download on hover or focus of a link. */
export interface ScreenHandle {
  readonly load: () => Promise<unknown>;
}

/**
 * Resets when the person goes elsewhere, as the router's own boundaries did: a screen that failed
 * does not keep the next one from showing.
 */
class ScreenBoundary extends Component<
  { readonly at: string; readonly children: ReactNode },
  { readonly failed?: { readonly error: unknown; readonly at: string } }
> {
  override state: { readonly failed?: { readonly error: unknown; readonly at: string } } = {};

  static getDerivedStateFromError(error: unknown) {
    return { failed: { error, at: '' } };
  }

  static getDerivedStateFromProps(
    props: { readonly at: string },
    state: { readonly failed?: { readonly error: unknown; readonly at: string } },
  ): { failed?: { error: unknown; at: string } } | null {
    if (!state.failed) return null;
    if (state.failed.at === '') return { failed: { ...state.failed, at: props.at } };
    return state.failed.at === props.at ? null : { failed: undefined };
  }

  override render() {
    return this.state.failed ? <ScreenError error={this.state.failed.error} /> : this.props.children;
  }
}

function Screen({ screen }: { readonly screen: () => Promise<ComponentType> }) {
  const { pathname } = useLocation();
  return (
    <ScreenBoundary at={pathname}>
      <LoadedScreen screen={screen} />
    </ScreenBoundary>
  );
}

function LoadedScreen({ screen }: { readonly screen: () => Promise<ComponentType> }) {
  // A screen already downloaded (prefetched, or visited before) renders at once; otherwise the
  // nearest <Suspense> (the layout's, around its <Outlet>) shows the page's frame (ScreenLoading) until it arrives.
  const Loaded = use(screen());
  return <Loaded />;
}

/**
 * The one way a route loads its screen: its module is its own chunk, fetched when the route is
 * first visited (or a link to it is hovered), so a first visit to / downloads no form, auth or
 * dashboard code. A chunk that fails to load (a tab older than the last deploy) reloads the page
 * once (ScreenError, chunk-reload.ts). `queries`: the screen reads data with TanStack Query, whose
 * client then loads with it (public pages never download it).
 */
export function lazyScreen<M>(
  load: () => Promise<M>,
  pick: (module: M) => ComponentType,
  options: { readonly queries?: boolean } = {},
): Pick<RouteObject, 'element' | 'handle'> {
  const screen = loadOnce(async (): Promise<ComponentType> => {
    if (!options.queries) return pick(await load());
    const [module, { WithQueries }] = await Promise.all([load(), loadQueries()]);
    const Picked = pick(module);
    return function WithItsQueries() {
      return (
        <WithQueries>
          <Picked />
        </WithQueries>
      );
    };
  });
  return { element: <Screen screen={screen} />, handle: { load: screen } satisfies ScreenHandle };
}
