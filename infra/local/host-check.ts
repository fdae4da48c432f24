import type { IncomingMessage, ServerResponse } from 'node:http';

/**
 * The embedded stack is for one developer's machine: its servers listen on 127.0.0.1 and answer
 * only requests addressed to that loopback name. A page on another site cannot reach them through
 * DNS rebinding (its own name, re-pointed at 127.0.0.1, arrives as that name in the Host header).
 */
export function loopbackHosts(port: number): readonly string[] {
  return [`127.0.0.1:${port}`, `localhost:${port}`];
}

/** Whether the request names this server (127.0.0.1:<port> or localhost:<port>) as its Host. */
export function isLoopbackHost(request: IncomingMessage, port: number): boolean {
  const host = request.headers.host?.toLowerCase();
  return host !== undefined && loopbackHosts(port).includes(host);
}

/** Answers 421 Misdirected Request (and returns true) when the Host is not this server's own. */
export function refuseForeignHost(request: IncomingMessage, response: ServerResponse, port: number): boolean {
  if (isLoopbackHost(request, port)) return false;
  response.writeHead(421, { 'content-type': 'text/plain; charset=utf-8', connection: 'close' });
  response.end(`This server answers only to ${loopbackHosts(port).join(' or ')}.\n`);
  return true;
}
