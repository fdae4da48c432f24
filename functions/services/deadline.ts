/**
 * Settles with what `work` settles with, or with undefined once `deadline` (ms since epoch) passes,
 * whichever comes first; no deadline waits for the work. The work is not stopped: the caller gives
 * it up (the reader destroys its document and terminates its OCR worker).
 */
export async function beforeDeadline<T>(work: Promise<T>, deadline: number | undefined): Promise<T | undefined> {
  if (deadline === undefined) return work;
  let timer: NodeJS.Timeout | undefined;
  const late = new Promise<undefined>((resolve) => (timer = setTimeout(() => resolve(undefined), Math.max(0, deadline - Date.now()))));
  try {
    return await Promise.race([work, late]);
  } finally {
    clearTimeout(timer);
  }
}
