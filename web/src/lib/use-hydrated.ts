import { useSyncExternalStore } from 'react';

const never = () => () => {};

/**
 * False while React adopts the build's prerendered HTML (and in the prerender itself), true in
 * every render after. What only this deployment knows (its /config.json) waits for it, so the
 * prerendered page and the browser's first render agree.
 */
export function useHydrated(): boolean {
  return useSyncExternalStore(
    never,
    () => true,
    () => false,
  );
}
