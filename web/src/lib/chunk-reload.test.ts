import { describe, expect, it, vi } from 'vitest';
import { chunkReloadIntervalMs, loadChunk, reloadOnceForNewRelease, type ReloadDeps } from './chunk-reload';

function fakeBrowser(now = 1_000_000) {
  const stored = new Map<string, string>();
  const deps = {
    storage: { getItem: (key: string) => stored.get(key) ?? null, setItem: (key: string, value: string) => void stored.set(key, value) },
    reload: vi.fn(),
    now,
  } satisfies ReloadDeps;
  return deps;
}

describe('a lazy chunk that fails to load (a tab older than the last deploy)', () => {
  it('reloads the page once, and does not settle while the page goes', async () => {
    const browser = fakeBrowser();
    const loading = loadChunk(
      () => Promise.reject(new TypeError('Failed to fetch dynamically imported module')),
      () => browser,
    );
    const settled = await Promise.race([loading.then(() => 'settled'), new Promise((resolve) => setTimeout(() => resolve('pending'), 20))]);
    expect(settled).toBe('pending');
    expect(browser.reload).toHaveBeenCalledTimes(1);
  });

  it('shows the error instead of reloading again when the chunk still fails right after the reload (no loop)', async () => {
    const browser = fakeBrowser();
    expect(reloadOnceForNewRelease(browser)).toBe(true);
    const failure = new TypeError('Failed to fetch dynamically imported module');
    await expect(
      loadChunk(
        () => Promise.reject(failure),
        () => ({ ...browser, now: browser.now + 1_000 }),
      ),
    ).rejects.toBe(failure);
    expect(browser.reload).toHaveBeenCalledTimes(1);
    // A later release, long after: one reload again.
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

  it('passes a module that loads straight through', async () => {
    const browser = fakeBrowser();
    await expect(
      loadChunk(
        () => Promise.resolve({ Page: 1 }),
        () => browser,
      ),
    ).resolves.toEqual({ Page: 1 });
    expect(browser.reload).not.toHaveBeenCalled();
  });
});
