import { prerenderToNodeStream } from 'react-dom/static';
import { StaticRouter } from 'react-router';
import { App } from './app';
import type { ApiClient } from './lib/api/client';
import { queryClient } from './lib/queries';

const unavailable = () => Promise.reject(new Error('not available while the build prerenders a page'));

/**
 * The build's prerender (web/vite.config.ts): the HTML of one public page as a signed-out visitor's
 * browser first renders it, every lazy screen loaded. Nothing of a deployment (its /config.json,
 * its API) is known here, and nothing of it is rendered (Footer waits for useHydrated).
 */
export async function renderPage(path: string): Promise<string> {
  const { prelude } = await prerenderToNodeStream(
    <App
      services={{ config: { staffEmail: '', checked: unavailable }, api: unavailable as unknown as ApiClient }}
      router={(screens) => <StaticRouter location={path}>{screens}</StaticRouter>}
    />,
    // Every boundary inline, as the page is: React would otherwise move a large one (the course
    // page) after a "Loading…" fallback, to be swapped in by an inline script the CSP refuses.
    { progressiveChunkSize: Number.POSITIVE_INFINITY },
  );
  const chunks: Buffer[] = [];
  for await (const chunk of prelude) chunks.push(Buffer.from(chunk as Uint8Array));
  // Each page starts from an empty cache, and no query's garbage-collection timer keeps the build running.
  queryClient.clear();
  return Buffer.concat(chunks).toString('utf8');
}
