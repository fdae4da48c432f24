/**
 * Child process: aws-ses-v2-local on 127.0.0.1 (its CLI defaults to '::', every interface).
 * Mails live in this process's memory: a restart empties the mailbox.
 *
 * Its mailbox page and GET /store show every link the product sends (sign-in takeovers for anyone
 * who reads them), so it answers only requests addressed to its loopback name: a page on another
 * site cannot read it through DNS rebinding. It can be made to refuse every send, as the SES
 * sandbox does (POST /local/refuse-sending, /local/accept-sending).
 */
import type { IncomingMessage, ServerResponse } from 'node:http';
import { createRequire } from 'node:module';
import { parseArgs } from 'node:util';
import type sesServer from 'aws-ses-v2-local';
import { refuseForeignHost } from '../host-check';
import { emailRefusal, holderOf, signingKeyId } from '../route-grants';
import { onStop } from './lifecycle';

// Required, not imported: a CommonJS default export read from ESM would arrive as the whole module.
const require = createRequire(import.meta.url);
const { default: startSes } = require('aws-ses-v2-local') as { default: typeof sesServer };

const { values } = parseArgs({ options: { port: { type: 'string' } } });
if (!values.port) throw new Error('usage: ses-server --port <port>');

const port = Number(values.port);
const server = await startSes({ host: '127.0.0.1', port });
// Express 5 calls back on a listen error too, so check that it really listens.
if (!server.listening) {
  console.error(`aws-ses-v2-local could not listen on 127.0.0.1:${port}`);
  process.exit(1);
}
// aws-ses-v2-local accepts every send. SES refuses some: in its sandbox (every new account) any
// recipient that is not a verified identity, and during an outage or a throttle everything. So that
// the product's answer to a refusal runs here too, POST /local/refuse-sending makes it refuse every
// SendEmail as the sandbox does (400 MessageRejected) until POST /local/accept-sending (both with an
// `x-local-control: 1` header).
let refusing = false;
const sandboxRefusal = (response: ServerResponse, to: string) => {
  response.writeHead(400, { 'Content-Type': 'application/json', 'x-amzn-ErrorType': 'MessageRejected' });
  response.end(JSON.stringify({ message: `Email address is not verified. The following identities failed the check in region US-EAST-1: ${to}` }));
};

// Its Express app is the server's only request listener: put the Host check in front of it.
const [app, ...others] = server.listeners('request') as ((...args: unknown[]) => void)[];
if (!app || others.length > 0) throw new Error('aws-ses-v2-local changed shape: cannot add the Host check');
server.removeAllListeners('request');
server.on('request', (request: IncomingMessage, response: ServerResponse) => {
  if (refuseForeignHost(request, response, port)) return;
  // The header makes a browser preflight, which is never answered: no web page can switch it.
  if (
    request.method === 'POST' &&
    (request.url === '/local/refuse-sending' || request.url === '/local/accept-sending') &&
    request.headers['x-local-control']
  ) {
    refusing = request.url === '/local/refuse-sending';
    console.log(refusing ? 'refusing every send (as the SES sandbox does)' : 'accepting sends again');
    response.writeHead(204).end();
    return;
  }
  // A route's call is held to its declaration, as its IAM role is in AWS (route-grants.ts).
  const keyId = signingKeyId(request.headers.authorization);
  const holder = holderOf(keyId);
  const refusal = keyId === undefined || holder === 'stack' ? undefined : holder ? emailRefusal(holder) : `unknown access key ${keyId}`;
  if (refusal && request.url?.startsWith('/v2/')) {
    console.log(`access refused: ${refusal}`);
    response.writeHead(403, { 'Content-Type': 'application/json', 'x-amzn-ErrorType': 'AccessDeniedException' });
    response.end(JSON.stringify({ message: refusal }));
    return;
  }
  if (refusing && request.method === 'POST' && request.url?.startsWith('/v2/email/outbound-emails')) {
    sandboxRefusal(response, 'the recipient');
    return;
  }
  app(request, response);
});
onStop(
  () =>
    new Promise<void>((resolve) => {
      server.close(() => resolve());
      server.closeAllConnections();
    }),
);
console.log(`aws-ses-v2-local listening on http://127.0.0.1:${values.port}`);
