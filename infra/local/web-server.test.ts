import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { createServer, type IncomingHttpHeaders, type Server } from 'node:http';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { statusWithHost } from '#test/support/raw-http.ts';
import { startStaticWebServer, type WebServer } from './web-server';

/** A stand-in gateway that records what reaches it. */
interface Seen {
  method?: string;
  url?: string;
  headers: IncomingHttpHeaders;
  body: string;
}
let seen: Seen[] = [];
let gateway: Server;
let web: WebServer;
let dist: string;
const originSecret = 'local-origin-secret-0123456789abcdef0123456789abcdef';

beforeAll(async () => {
  gateway = createServer((request, response) => {
    let body = '';
    request.on('data', (chunk: Buffer) => (body += chunk.toString()));
    request.on('end', () => {
      seen.push({ method: request.method, url: request.url, headers: request.headers, body });
      response.writeHead(201, { 'content-type': 'application/json' });
      response.end('{"ok":true}');
    });
  });
  await new Promise<void>((resolve) => gateway.listen(0, '127.0.0.1', () => resolve()));
  dist = await mkdtemp(join(tmpdir(), 'web-dist-'));
  await writeFile(join(dist, 'index.html'), '<!doctype html><title>home</title>');
  await writeFile(join(dist, 'about.html'), '<!doctype html><title>about</title>');
  await writeFile(join(dist, 'app.html'), '<!doctype html><title>app</title>');
  const gatewayPort = (gateway.address() as { port: number }).port;
  web = await startStaticWebServer({
    host: '127.0.0.1',
    port: 0,
    dist,
    gatewayUrl: `http://127.0.0.1:${gatewayPort}/api`,
    originSecret,
    config: { apiUrl: '/api', region: 'us-east-1', userPoolId: 'p', userPoolClientId: 'c', staffEmail: 'staff@example.com' },
    headers: { 'content-security-policy': "default-src 'self'" },
  });
});
afterAll(async () => {
  await web?.close();
  await new Promise((resolve) => gateway?.close(resolve));
  await rm(dist, { recursive: true, force: true });
});

describe('the embedded web server', () => {
  it('serves a prerendered public page its own file and every other app route the shell, as CloudFront rewrites them', async () => {
    const title = async (path: string) => (await (await fetch(`${web.url}${path}`)).text()).match(/<title>(\w+)/)?.[1];
    expect(await title('/')).toBe('home');
    expect(await title('/about')).toBe('about');
    expect(await title('/profile/edit')).toBe('app');
    expect(await title('/about/team')).toBe('app');
  });

  it('forwards /api/* to the gateway as CloudFront does: path, query, method, body and Authorization, Host replaced, viewer address added', async () => {
    seen = [];
    const response = await fetch(`${web.url}/api/me/picture?x=1`, {
      method: 'PUT',
      headers: {
        authorization: 'Bearer abc',
        'content-type': 'application/json',
        'x-forwarded-for': '198.51.100.7',
        // What a viewer may claim: both replaced, as CloudFront replaces them.
        'cloudfront-viewer-address': '203.0.113.9:1234',
        'x-origin-verify': 'guessed',
      },
      body: '{"key":"v"}',
    });
    expect(response.status).toBe(201);
    expect(await response.json()).toEqual({ ok: true });
    // Answers under the app's origin carry CloudFront's headers and are never cached.
    expect(response.headers.get('content-security-policy')).toBe("default-src 'self'");
    expect(response.headers.get('cache-control')).toBe('no-store');
    const [request] = seen;
    expect(request).toMatchObject({ method: 'PUT', url: '/api/me/picture?x=1', body: '{"key":"v"}' });
    expect(request?.headers.authorization).toBe('Bearer abc');
    expect(request?.headers.host).toBe(new URL(`http://127.0.0.1:${(gateway.address() as { port: number }).port}`).host);
    // The client's own address goes on (appended to what it claimed), as CloudFront appends it.
    expect(request?.headers['x-forwarded-for']).toBe('198.51.100.7, 127.0.0.1');
    expect(request?.headers['cloudfront-viewer-address']).toMatch(/^127\.0\.0\.1:\d+$/);
    // The origin secret, as CloudFront adds its custom origin header: the gateway's functions trust the viewer address only with it.
    expect(request?.headers['x-origin-verify']).toBe(originSecret);
  });

  it('serves the app and /config.json with the API on its own origin', async () => {
    expect(await (await fetch(`${web.url}/config.json`)).json()).toMatchObject({ apiUrl: '/api' });
    expect((await fetch(`${web.url}/verify`)).status).toBe(200);
  });

  it('answers only its loopback names: Host evil.example is refused (no DNS rebinding), and nothing reaches the gateway', async () => {
    seen = [];
    const { port } = new URL(web.url);
    for (const path of ['/', '/config.json', '/api/me']) {
      expect(await statusWithHost(`${web.url}${path}`, 'evil.example'), path).toBe(421);
      expect(await statusWithHost(`${web.url}${path}`, `evil.example:${port}`), path).toBe(421);
    }
    expect(seen).toEqual([]);
    expect(await statusWithHost(`${web.url}/`, `localhost:${port}`)).toBe(200);
    expect(await statusWithHost(`${web.url}/`, `127.0.0.1:${port}`)).toBe(200);
  });
});
