/**
 * After a deploy, a tab opened before it may ask for a chunk of the old release. CloudFront keeps
 * old hashed files for 30 days (the Web stack's archive), but when one is missing anyway (a longer-
 * lived tab, a manual clean-up), the tab reloads itself once, on the page it was going to, to pick
 * up the new release (ScreenError, every lazy route's error boundary). A sessionStorage time stamp
 * makes it once: a chunk that still fails right after the reload is shown as an error instead of
 * reloading in a loop.
 */
const reloadKey = 'physician-contracts:chunk-reload-at';

/** A reload within this long of the last one is not tried again. */
export const chunkReloadIntervalMs = 60_000;

/**
 * Whether an error is a module script or its preloaded dependency failing to load, as Chromium,
 * Firefox, Safari and Vite's preloader word it.
 */
export function isChunkLoadError(error: unknown): boolean {
  const message = error instanceof Error ? error.message : String(error);
  return /Failed to fetch dynamically imported module|error loading dynamically imported module|Importing a module script failed|Unable to preload CSS|Unable to preload/i.test(
    message,
  );
}

export interface ReloadDeps {
  readonly storage: Pick<Storage, 'getItem' | 'setItem'>;
  readonly reload: () => void;
  readonly now: number;
}

const browserDeps = (): ReloadDeps => ({ storage: window.sessionStorage, reload: () => window.location.reload(), now: Date.now() });

/** Reloads the page unless it reloaded for this within the interval; true when it reloads. */
export function reloadOnceForNewRelease(deps: ReloadDeps = browserDeps()): boolean {
  try {
    const last = Number(deps.storage.getItem(reloadKey) ?? 0);
    if (deps.now - last < chunkReloadIntervalMs) return false;
    deps.storage.setItem(reloadKey, String(deps.now));
  } catch {
    // No sessionStorage (a privacy mode): without the flag a reload could loop, so none.
    return false;
  }
  deps.reload();
  return true;
}
