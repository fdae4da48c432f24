/** A promise that says how it ended, as React's `use()` reads it: a settled one is read without suspending. */
type Tracked<T> = Promise<T> & { status?: 'pending' | 'fulfilled' | 'rejected'; value?: T; reason?: unknown };

/**
 * Starts `load` on the first call and hands every later caller the same promise, marked with its
 * outcome so that `use()` renders a module already downloaded without a fallback. A failure is
 * kept: the screen's boundary shows it (a chunk that failed reloads the page once, ScreenError),
 * where trying again at once could loop.
 */
export function loadOnce<T>(load: () => Promise<T>): () => Promise<T> {
  let current: Tracked<T> | undefined;
  return () => {
    if (current) return current;
    const promise: Tracked<T> = load();
    promise.status = 'pending';
    promise.then(
      (value) => {
        promise.status = 'fulfilled';
        promise.value = value;
      },
      (reason: unknown) => {
        promise.status = 'rejected';
        promise.reason = reason;
      },
    );
    current = promise;
    return promise;
  };
}
