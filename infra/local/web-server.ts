import { createReadStream } from 'node:fs';
import { stat } from 'node:fs/promises';
import { createServer, request as httpRequest, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import { extname, join, normalize, sep } from 'node:path';
import { createGzip } from 'node:zlib';
import { fileURLToPath } from 'node:url';
import type { Plugin } from 'vite';
import { apiBasePath, originVerifyHeader } from '#shared/api/stage.ts';
import { publicMediaPrefix } from '#shared/constants/chapters.ts';
import type { WebConfig } from '#shared/web-config.ts';
import { GetObjectCommand, HeadObjectCommand, S3Client } from '@aws-sdk/client-s3';
import { getSignedUrl } from '@aws-sdk/s3-request-presigner';
import { localCredentials } from './aws-env';
import { refuseForeignHost } from './host-check';
import { pageFileFor } from '#shared/constants/prerendered-pages.ts';

export const webRoot = fileURLToPath(new URL('../../web/', import.meta.url));
export const webDist = join(webRoot, 'dist');

export interface WebServer {
  readonly url: string;
  close(): Promise<void>;
}

/** Whether a request is for the API under the app's own origin (`/api/...`). */
const isApiRequest = (url: string | undefined) =>
  url === apiBasePath || (url ?? '').startsWith(`${apiBasePath}/`) || (url ?? '').startsWith(`${apiBasePath}?`);

/** Where `/api/*` goes: the gateway, and the origin secret to add as CloudFront adds its custom origin header. */
export interface GatewayTarget {
  readonly url: URL;
  readonly originSecret: string;
}

/**
 * Forwards one `/api/*` request to the embedded gateway as CloudFront forwards it to the HTTP API
 * (the AllViewerExceptHostHeader origin request policy): path, query, body and every header but
 * Host; the viewer's address goes on in X-Forwarded-For (appended) and CloudFront-Viewer-Address,
 * and the origin secret in X-Origin-Verify (both replacing whatever the viewer sent), while the
 * gateway itself sees this server as the connecting client, as API Gateway sees CloudFront.
 */
export function forwardToGateway(
  request: IncomingMessage,
  response: ServerResponse,
  target: GatewayTarget,
  extraHeaders: Record<string, string> = {},
): void {
  const gateway = target.url;
  const viewer = request.socket.remoteAddress ?? '127.0.0.1';
  const headers = { ...request.headers };
  delete headers.host;
  const forwardedFor = [headers['x-forwarded-for'], viewer].flat().filter(Boolean).join(', ');
  const upstream = httpRequest(
    {
      host: gateway.hostname,
      port: gateway.port,
      method: request.method,
      path: request.url,
      headers: {
        ...headers,
        host: gateway.host,
        'x-forwarded-for': forwardedFor,
        'cloudfront-viewer-address': `${viewer}:${request.socket.remotePort ?? 0}`,
        [originVerifyHeader]: target.originSecret,
      },
    },
    (answer) => {
      response.writeHead(answer.statusCode ?? 502, { ...answer.headers, ...extraHeaders });
      answer.pipe(response);
    },
  );
  upstream.on('error', () => {
    if (!response.headersSent) response.writeHead(502, { 'content-type': 'application/json', ...extraHeaders });
    response.end(JSON.stringify({ message: 'Bad Gateway' }));
  });
  request.pipe(upstream);
}

/** Where `/media/*` goes: the media bucket in s3rver (CloudFront's public media behaviour in AWS). */
export interface MediaTarget {
  /** s3rver's endpoint, http://127.0.0.1:<port>. */
  readonly endpoint: string;
  readonly bucket: string;
  readonly region: string;
}

/** Whether a request is for the media bucket's public part, which the distribution serves at `/media/*`. */
const isPublicMediaRequest = (url: string | undefined) => (url ?? '').startsWith(`/${publicMediaPrefix}`);

type MediaHandler = (request: IncomingMessage, response: ServerResponse, extraHeaders?: Record<string, string>) => void;

/**
 * Serves `/media/*` from the media bucket as CloudFront's media behaviour does: GET and HEAD only,
 * the resolved path as the object key under media/ (nothing else of the bucket is reachable), Range
 * passed on so players can seek (206), no query string forwarded, and each request signed, as
 * origin access control signs CloudFront's requests (the local s3rver, like S3, refuses unsigned reads).
 */
export function mediaOrigin(target: MediaTarget): MediaHandler {
  const client = new S3Client({
    endpoint: target.endpoint,
    region: target.region,
    forcePathStyle: true,
    credentials: { ...localCredentials },
  });
  return (request, response, extraHeaders = {}) => {
    const refuse = (status: number) => {
      response.writeHead(status, { 'content-type': 'text/plain', ...extraHeaders });
      response.end(status === 403 ? 'Forbidden' : 'Bad Request');
    };
    if (request.method !== 'GET' && request.method !== 'HEAD') return refuse(403);
    // The path as the URL resolves it (`..` and `%2e%2e` removed) must still be under media/.
    const path = new URL(request.url ?? '/', 'http://web.local').pathname;
    if (!path.startsWith(`/${publicMediaPrefix}`)) return refuse(403);
    let key: string;
    try {
      key = decodeURIComponent(path.slice(1));
    } catch {
      return refuse(400);
    }
    const command =
      request.method === 'HEAD'
        ? new HeadObjectCommand({ Bucket: target.bucket, Key: key })
        : new GetObjectCommand({ Bucket: target.bucket, Key: key });
    const forward: Record<string, string> = {};
    for (const name of ['range', 'if-none-match', 'if-modified-since', 'if-range']) {
      const value = request.headers[name];
      if (typeof value === 'string') forward[name] = value;
    }
    void getSignedUrl(client, command, { expiresIn: 60 }).then((signed) => {
      const proxied = httpRequest(signed, { method: request.method, headers: forward }, (answer) => {
        const headers: Record<string, string | string[]> = { ...extraHeaders, 'cache-control': 'public, max-age=86400' };
        for (const name of ['content-type', 'content-length', 'content-range', 'accept-ranges', 'etag', 'last-modified']) {
          const value = answer.headers[name];
          if (value !== undefined) headers[name] = value;
        }
        // A missing key: S3 behind origin access control answers 403, and CloudFront passes it on.
        const status = answer.statusCode === 404 ? 403 : (answer.statusCode ?? 502);
        response.writeHead(status, headers);
        answer.pipe(response);
      });
      proxied.on('error', () => {
        if (!response.headersSent) response.writeHead(502, { 'content-type': 'text/plain', ...extraHeaders });
        response.end('Bad Gateway');
      });
      proxied.end();
    });
  };
}

/**
 * The dev server's own routes: answers only its loopback name (Vite's own check, which runs
 * first, also lets any IP address and *.localhost through), /config.json, and /api/* to the gateway.
 */
function localRoutesPlugin(config: WebConfig, port: number, gateway: GatewayTarget, media?: MediaTarget): Plugin {
  const body = JSON.stringify(config);
  const serveMedia = media ? mediaOrigin(media) : undefined;
  return {
    name: 'local-routes',
    configureServer(server) {
      server.middlewares.use((request, response, next) => {
        if (refuseForeignHost(request, response, port)) return;
        if (isApiRequest(request.url)) return forwardToGateway(request, response, gateway);
        if (serveMedia && isPublicMediaRequest(request.url)) return serveMedia(request, response);
        if (request.url?.split('?')[0] === '/config.json') {
          response.setHeader('content-type', 'application/json');
          response.setHeader('cache-control', 'no-store');
          return response.end(body);
        }
        next();
      });
    },
  };
}

/** Vite with hot reload, for developers running `npm start`. */
export async function startDevWebServer(options: {
  host: string;
  port: number;
  config: WebConfig;
  gatewayUrl: string;
  originSecret: string;
  media?: MediaTarget;
}): Promise<WebServer> {
  const { createServer: createViteServer } = await import('vite');
  const server = await createViteServer({
    configFile: join(webRoot, 'vite.config.ts'),
    server: { host: options.host, port: options.port, strictPort: true },
    plugins: [
      localRoutesPlugin(options.config, options.port, { url: new URL(options.gatewayUrl), originSecret: options.originSecret }, options.media),
    ],
    logLevel: 'warn',
    clearScreen: false,
  });
  await server.listen();
  return { url: `http://${options.host}:${options.port}`, close: () => server.close() };
}

const contentTypes: Record<string, string> = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.json': 'application/json',
  '.map': 'application/json',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.jpg': 'image/jpeg',
  '.webp': 'image/webp',
  '.ico': 'image/x-icon',
  '.mp4': 'video/mp4',
  '.webm': 'video/webm',
  '.mp3': 'audio/mpeg',
  '.woff2': 'font/woff2',
  '.txt': 'text/plain; charset=utf-8',
  '.vtt': 'text/vtt; charset=utf-8',
};

const compressible = new Set(['.html', '.js', '.css', '.json', '.map', '.svg', '.txt', '.vtt']);

/**
 * The built app as CloudFront serves it: files from the build, a prerendered page or the app shell
 * (app.html) for any other path, /config.json, and /api/* forwarded to the gateway. Only requests addressed
 * to its loopback name are answered.
 */
export async function startStaticWebServer(options: {
  host: string;
  port: number;
  config: WebConfig;
  /** The embedded gateway's base URL, http://127.0.0.1:<port>/api. */
  gatewayUrl: string;
  /** Added to every `/api/*` request as X-Origin-Verify, as CloudFront adds the AWS secret. */
  originSecret: string;
  dist?: string;
  /** Response headers CloudFront adds in AWS (CSP and friends), so the built app runs under them here too. */
  headers?: Record<string, string>;
  /** The media bucket, served at /media/* as CloudFront serves its public prefix. */
  media?: MediaTarget;
}): Promise<WebServer> {
  const dist = options.dist ?? webDist;
  const index = join(dist, 'index.html');
  await stat(index).catch(() => {
    throw new Error(`no web build at ${dist}: run npm run build:web first`);
  });
  const configBody = JSON.stringify(options.config);
  const serveMedia = options.media ? mediaOrigin(options.media) : undefined;
  const gateway: GatewayTarget = { url: new URL(options.gatewayUrl), originSecret: options.originSecret };
  let port = options.port;
  const server: Server = createServer(async (request, response) => {
    if (refuseForeignHost(request, response, port)) return;
    // CloudFront's /api/* behavior: no caching, every method, the same security headers.
    if (isApiRequest(request.url)) return forwardToGateway(request, response, gateway, { ...options.headers, 'cache-control': 'no-store' });
    if (serveMedia && isPublicMediaRequest(request.url)) return serveMedia(request, response, options.headers);
    const path = decodeURIComponent(new URL(request.url ?? '/', 'http://web.local').pathname);
    if (path === '/config.json') {
      response.writeHead(200, { 'content-type': 'application/json', 'cache-control': 'no-store' });
      return response.end(configBody);
    }
    const candidate = normalize(join(dist, path));
    // An app route: its prerendered page, or the shell (as CloudFront's rewrite does); a build
    // without them (a test's stand-in) has only index.html.
    let file = join(dist, pageFileFor(path));
    if (!(await stat(file).catch(() => undefined))?.isFile()) file = index;
    if (candidate.startsWith(dist + sep)) {
      const info = await stat(candidate).catch(() => undefined);
      if (info?.isFile()) file = candidate;
    }
    const immutable = file.includes(`${sep}assets${sep}`);
    // CloudFront compresses text for browsers that accept it; doing the same keeps page-load
    // measurements (bench:web, Lighthouse) honest.
    const compress = compressible.has(extname(file)) && /\bgzip\b/.test(String(request.headers['accept-encoding'] ?? ''));
    response.writeHead(200, {
      'content-type': contentTypes[extname(file)] ?? 'application/octet-stream',
      'cache-control': immutable ? 'public, max-age=31536000, immutable' : 'no-cache',
      'x-content-type-options': 'nosniff',
      ...options.headers,
      vary: 'accept-encoding',
      ...(compress ? { 'content-encoding': 'gzip' } : {}),
    });
    const stream = createReadStream(file);
    if (compress) stream.pipe(createGzip()).pipe(response);
    else stream.pipe(response);
  });
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(options.port, options.host, () => resolve());
  });
  port = (server.address() as { port: number }).port;
  return {
    url: `http://${options.host}:${port}`,
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
