import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { startStaticWebServer, type WebServer } from '#infra/local/web-server.ts';
import type { ProvidedStack } from './test-stack';

/**
 * The local web server (CloudFront's stand-in: /api/* to the gateway with the origin secret, the
 * media bucket's public prefix at /media/*) over a one-file app, for suites that need what it
 * forwards, not the built app. `close` stops it and removes the app's folder.
 */
export async function startStandInWeb(stack: ProvidedStack): Promise<WebServer> {
  const dist = await mkdtemp(join(tmpdir(), 'stand-in-web-'));
  await writeFile(join(dist, 'index.html'), '<!doctype html><title>app</title>');
  const web = await startStaticWebServer({
    host: '127.0.0.1',
    port: 0,
    dist,
    gatewayUrl: stack.urls.api,
    originSecret: stack.resources.originSecret,
    media: { endpoint: stack.endpoints.s3, bucket: stack.resources.mediaBucket, region: stack.resources.region },
    config: {
      apiUrl: '/api',
      region: stack.resources.region,
      userPoolId: stack.resources.userPoolId,
      userPoolClientId: stack.resources.userPoolClientId,
      staffEmail: 'staff@example.com',
    },
  });
  return {
    url: web.url,
    async close() {
      await web.close();
      await rm(dist, { recursive: true, force: true });
    },
  };
}
