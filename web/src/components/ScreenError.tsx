import { useEffect, useState } from 'react';
import * as messages from '#shared/messages.ts';
import { isChunkLoadError, reloadOnceForNewRelease } from '../lib/chunk-reload';
import { Notice } from './Notice';

/**
 * What every lazy screen's error boundary shows (lazy-route.tsx). The router has already moved to the page the
 * person asked for, so a chunk that failed to load (a tab older than the last deploy) reloads that
 * page once; anything else, or a chunk that fails again, is said in the page.
 */
export function ScreenError({ error }: { readonly error: unknown }) {
  const [reloading, setReloading] = useState(() => isChunkLoadError(error));
  useEffect(() => {
    if (reloading && !reloadOnceForNewRelease()) setReloading(false);
  }, [reloading]);
  if (reloading) {
    return (
      <p className="status" role="status">
        Loading…
      </p>
    );
  }
  const message = error instanceof Error ? error.message : String(error);
  return (
    <section className="page">
      <Notice tone="error">{messages.common.screenFailed(message)}</Notice>
    </section>
  );
}
