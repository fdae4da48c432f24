import { describe, expect, it, vi } from 'vitest';
import { loadOnce } from './load-once';

describe('loadOnce', () => {
  it('starts the load once and hands every caller the same promise', async () => {
    const load = vi.fn(() => Promise.resolve('module'));
    const get = loadOnce(load);
    expect(get()).toBe(get());
    await get();
    expect(load).toHaveBeenCalledTimes(1);
  });

  it('marks the promise with its outcome, as React’s use() reads it without suspending', async () => {
    const get = loadOnce(() => Promise.resolve(42));
    const promise = get() as Promise<number> & { status?: string; value?: number };
    expect(promise.status).toBe('pending');
    await promise;
    expect(promise).toMatchObject({ status: 'fulfilled', value: 42 });
  });

  it('keeps a failure (the screen’s boundary shows it) instead of trying again in a loop', async () => {
    const load = vi.fn(() => Promise.reject(new Error('Failed to fetch dynamically imported module')));
    const get = loadOnce(load);
    const promise = get() as Promise<never> & { status?: string; reason?: unknown };
    await expect(promise).rejects.toThrow('Failed to fetch');
    expect(promise.status).toBe('rejected');
    expect(get()).toBe(promise);
    expect(load).toHaveBeenCalledTimes(1);
  });
});
