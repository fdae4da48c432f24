import { describe, expect, it, vi } from 'vitest';
import { chunkReloadIntervalMs, isChunkLoadError, reloadOnceForNewRelease, type ReloadDeps } from './chunk-reload';

function fakeBrowser(now = 1_000_000) {
  const stored = new Map<string, string>();
  return {
    storage: { getItem: (key: string) => stored.get(key) ?? null, setItem: (key: string, value: string) => void stored.set(key, value) },
    reload: vi.fn(),
    now,
  } satisfies ReloadDeps;
}

describe('a lazy chunk that fails to load (a tab older than the last deploy)', () => {
  it('is told apart from other errors, as each browser and Vite word it', () => {
    for (const message of [
      'Failed to fetch dynamically imported module: https://app/assets/SignupPage-Ab12.js',
      'error loading dynamically imported module: https://app/assets/SignupPage-Ab12.js',
      'Importing a module script failed.',
      'Unable to preload CSS for /assets/SignupPage-Ab12.css',
    ])
      expect(isChunkLoadError(new TypeError(message)), message).toBe(true);
    expect(isChunkLoadError(new Error('Cannot read properties of undefined'))).toBe(false);
  });

  it('reloads the page once, and not again right after (no loop), but again for a later release', () => {
    const browser = fakeBrowser();
    expect(reloadOnceForNewRelease(browser)).toBe(true);
    expect(reloadOnceForNewRelease({ ...browser, now: browser.now + 1_000 })).toBe(false);
    expect(browser.reload).toHaveBeenCalledTimes(1);
    expect(reloadOnceForNewRelease({ ...browser, now: browser.now + chunkReloadIntervalMs })).toBe(true);
    expect(browser.reload).toHaveBeenCalledTimes(2);
  });

  it('never reloads without sessionStorage (the flag that stops a loop)', () => {
    const browser = fakeBrowser();
    const blocked = {
      ...browser,
      storage: {
        getItem: () => {
          throw new Error('SecurityError');
        },
        setItem: () => undefined,
      },
    };
    expect(reloadOnceForNewRelease(blocked)).toBe(false);
    expect(browser.reload).not.toHaveBeenCalled();
  });
});
