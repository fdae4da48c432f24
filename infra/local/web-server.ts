import { createReadStream } from 'node:fs';
import { stat } from 'node:fs/promises';
import { createServer, type Server } from 'node:http';
import { extname, join, normalize, sep } from 'node:path';
import { createGzip } from 'node:zlib';
import { fileURLToPath } from 'node:url';
import type { Plugin } from 'vite';
import type { WebConfig } from '../../shared/web-config';

export const webRoot = fileURLToPath(new URL('../../web/', import.meta.url));
export const webDist = join(webRoot, 'dist');

export interface WebServer {
  readonly url: string;
  close(): Promise<void>;
}

/** Serves the generated /config.json from the Vite dev server. */
function configJsonPlugin(config: WebConfig): Plugin {
  const body = JSON.stringify(config);
  return {
    name: 'local-config-json',
    configureServer(server) {
      server.middlewares.use('/config.json', (_request, response) => {
        response.setHeader('content-type', 'application/json');
        response.setHeader('cache-control', 'no-store');
        response.end(body);
      });
    },
  };
}

/** Vite with hot reload, for developers running `npm start`. */
export async function startDevWebServer(options: { host: string; port: number; config: WebConfig }): Promise<WebServer> {
  const { createServer: createViteServer } = await import('vite');
  const server = await createViteServer({
    configFile: join(webRoot, 'vite.config.ts'),
    server: { host: options.host, port: options.port, strictPort: true },
    plugins: [configJsonPlugin(options.config)],
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
 * The built app as CloudFront serves it: files from the build, index.html for any other path
 * (the SPA fallback), and /config.json.
 */
export async function startStaticWebServer(options: {
  host: string;
  port: number;
  config: WebConfig;
  dist?: string;
  /** Response headers CloudFront adds in AWS (CSP and friends), so the built app runs under them here too. */
  headers?: Record<string, string>;
}): Promise<WebServer> {
  const dist = options.dist ?? webDist;
  const index = join(dist, 'index.html');
  await stat(index).catch(() => {
    throw new Error(`no web build at ${dist}: run npm run build:web first`);
  });
  const configBody = JSON.stringify(options.config);
  const server: Server = createServer(async (request, response) => {
    const path = decodeURIComponent(new URL(request.url ?? '/', 'http://web.local').pathname);
    if (path === '/config.json') {
      response.writeHead(200, { 'content-type': 'application/json', 'cache-control': 'no-store' });
      return response.end(configBody);
    }
    const candidate = normalize(join(dist, path));
    let file = index;
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
  const port = (server.address() as { port: number }).port;
  return {
    url: `http://${options.host}:${port}`,
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
