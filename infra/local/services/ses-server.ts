/**
 * Child process: aws-ses-v2-local on 127.0.0.1 (its CLI defaults to '::', every interface).
 * Mails live in this process's memory: a restart empties the mailbox.
 *
 * Its mailbox page and GET /store show every link the product sends (sign-in takeovers for anyone
 * who reads them), so it answers only requests addressed to its loopback name: a page on another
 * site cannot read it through DNS rebinding.
 */
import { createRequire } from 'node:module';
import { parseArgs } from 'node:util';
import type sesServer from 'aws-ses-v2-local';
import { refuseForeignHost } from '../host-check';
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
// Its Express app is the server's only request listener: put the Host check in front of it.
const [app, ...others] = server.listeners('request') as ((...args: unknown[]) => void)[];
if (!app || others.length > 0) throw new Error('aws-ses-v2-local changed shape: cannot add the Host check');
server.removeAllListeners('request');
server.on('request', (request, response) => {
  if (!refuseForeignHost(request, response, port)) app(request, response);
});
onStop(
  () =>
    new Promise<void>((resolve) => {
      server.close(() => resolve());
      server.closeAllConnections();
    }),
);
console.log(`aws-ses-v2-local listening on http://127.0.0.1:${values.port}`);
