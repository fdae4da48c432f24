import { randomUUID } from 'node:crypto';
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { APIGatewayProxyEventV2, APIGatewayProxyResultV2, Context } from 'aws-lambda';
import type { RouteDefinition } from '#shared/api/contract.ts';
import { matchPath } from '#shared/api/paths.ts';
import { apiBasePath, apiStageName } from '#shared/api/stage.ts';
import { refuseForeignHost } from '../host-check';
import { buildEvent, claimsAsApiGatewayPassesThem, lambdaContext } from './event';
import type { createJwtAuthorizer } from './jwt';

export type LambdaHandler = (event: APIGatewayProxyEventV2, context: Context) => Promise<APIGatewayProxyResultV2>;

export interface GatewayOptions {
  readonly routes: readonly RouteDefinition[];
  readonly loadHandler: (route: RouteDefinition) => Promise<LambdaHandler>;
  readonly authorize: ReturnType<typeof createJwtAuthorizer>;
  readonly host: string;
  readonly port: number;
  readonly timeoutMs?: number;
  readonly log?: (line: string) => void;
}

// Lambda's synchronous invocation payload limit; API Gateway refuses larger requests before that.
const maxBodyBytes = 6 * 1024 * 1024;

function send(response: ServerResponse, status: number, headers: Record<string, string>, body?: string | Buffer) {
  response.writeHead(status, headers);
  response.end(body);
}

async function readBody(request: IncomingMessage): Promise<Buffer | undefined> {
  const chunks: Buffer[] = [];
  let size = 0;
  for await (const chunk of request) {
    size += (chunk as Buffer).length;
    if (size > maxBodyBytes) return undefined;
    chunks.push(chunk as Buffer);
  }
  return Buffer.concat(chunks);
}

/** Lambda's result → HTTP response, with API Gateway's rules for a bare (unstructured) result. */
function writeResult(response: ServerResponse, result: APIGatewayProxyResultV2) {
  if (typeof result === 'string' || result === null || typeof result !== 'object' || !('statusCode' in result)) {
    send(response, 200, { 'content-type': 'application/json' }, JSON.stringify(result));
    return;
  }
  const headers: Record<string, string> = {};
  for (const [name, value] of Object.entries(result.headers ?? {})) headers[name.toLowerCase()] = String(value);
  const body = result.body === undefined ? undefined : result.isBase64Encoded ? Buffer.from(result.body, 'base64') : result.body;
  response.writeHead(result.statusCode ?? 200, headers);
  if (result.cookies?.length) response.setHeader('set-cookie', result.cookies);
  response.end(body);
}

const json = { 'content-type': 'application/json' };

/**
 * A stand-in for API Gateway's HTTP API: serves its one stage (`/api`, see shared/api/stage.ts),
 * routes by the contract, runs the JWT authorizer on every non-public route, builds the same v2
 * event, and invokes the same handler modules. No CORS: the browser calls it through the web
 * server on the app's own origin, as it calls the HTTP API through CloudFront. It answers only
 * requests addressed to its loopback name (no DNS rebinding).
 */
export async function startGateway(options: GatewayOptions): Promise<{ server: Server; url: string; close(): Promise<void> }> {
  const log = options.log ?? (() => undefined);
  const timeoutMs = options.timeoutMs ?? 30_000;

  const server = createServer(async (request, response) => {
    const started = Date.now();
    if (refuseForeignHost(request, response, port())) return;
    const url = new URL(request.url ?? '/', 'http://gateway.local');
    // A named stage: its segment leads the path and is not part of the route key.
    const routePath = url.pathname.startsWith(`${apiBasePath}/`) ? url.pathname.slice(apiBasePath.length) : undefined;

    let matched: { route: RouteDefinition; parameters: Record<string, string> } | undefined;
    for (const route of routePath === undefined ? [] : options.routes) {
      if (route.method !== request.method) continue;
      const parameters = matchPath(route.path, routePath as string);
      if (parameters) {
        matched = { route, parameters };
        break;
      }
    }
    if (!matched) return send(response, 404, json, JSON.stringify({ message: 'Not Found' }));
    const { route, parameters } = matched;

    let jwt: { claims: Record<string, string>; scopes: string[] | null } | undefined;
    if (route.access !== 'public') {
      const payload = await options.authorize(request.headers.authorization);
      if (!payload) return send(response, 401, json, JSON.stringify({ message: 'Unauthorized' }));
      const scopes = typeof payload.scope === 'string' ? payload.scope.split(' ').filter(Boolean) : null;
      jwt = { claims: claimsAsApiGatewayPassesThem(payload), scopes };
    }

    const body = await readBody(request);
    if (!body) return send(response, 413, json, JSON.stringify({ message: 'Request Entity Too Large' }));

    const routeKey = `${route.method} ${route.path}`;
    const event = buildEvent(
      {
        method: request.method ?? 'GET',
        path: url.pathname,
        rawQueryString: url.search.slice(1),
        headers: request.headers,
        body,
        sourceIp: request.socket.remoteAddress ?? '127.0.0.1',
      },
      routeKey,
      parameters,
      jwt,
      request.headers.host ?? 'localhost',
      apiStageName,
    );
    const requestId = randomUUID();
    try {
      const handler = await options.loadHandler(route);
      const result = await Promise.race([
        handler(event, lambdaContext(route.id, timeoutMs, requestId)),
        new Promise<never>((_, reject) => setTimeout(() => reject(new Error(`${route.id} timed out after ${timeoutMs} ms`)), timeoutMs).unref()),
      ]);
      writeResult(response, result);
    } catch (error) {
      // An unhandled Lambda error reaches the caller as API Gateway's bare 500.
      log(`${routeKey} failed: ${(error as Error).stack ?? String(error)}`);
      send(response, 500, json, JSON.stringify({ message: 'Internal Server Error' }));
    } finally {
      log(`${request.method} ${url.pathname} → ${response.statusCode} in ${Date.now() - started} ms`);
    }
  });

  const port = () => (server.address() as AddressInfo).port;
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(options.port, options.host, () => resolve());
  });
  return {
    server,
    url: `http://${options.host}:${port()}${apiBasePath}`,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
