/**
 * Child process: aws-ses-v2-local on 127.0.0.1 (its CLI defaults to '::', every interface).
 * Mails live in this process's memory: a restart empties the mailbox.
 */
import { createRequire } from 'node:module';
import { parseArgs } from 'node:util';
import type sesServer from 'aws-ses-v2-local';
import { onStop } from './lifecycle';

// Required, not imported: a CommonJS default export read from ESM would arrive as the whole module.
const require = createRequire(import.meta.url);
const { default: startSes } = require('aws-ses-v2-local') as { default: typeof sesServer };

const { values } = parseArgs({ options: { port: { type: 'string' } } });
if (!values.port) throw new Error('usage: ses-server --port <port>');

const server = await startSes({ host: '127.0.0.1', port: Number(values.port) });
// Express 5 calls back on a listen error too, so check that it really listens.
if (!server.listening) {
  console.error(`aws-ses-v2-local could not listen on 127.0.0.1:${values.port}`);
  process.exit(1);
}
onStop(
  () =>
    new Promise<void>((resolve) => {
      server.close(() => resolve());
      server.closeAllConnections();
    }),
);
console.log(`aws-ses-v2-local listening on http://127.0.0.1:${values.port}`);
