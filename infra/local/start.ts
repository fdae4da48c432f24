/**
 * `npm start`: the whole product on this machine: emulators, API, web app and mailbox.
 * Data lives in .local/ (git-ignored) and survives restarts; `npm run reset` empties it.
 */
import { fileURLToPath } from 'node:url';
import { gatewayLine } from './function-log';
import { portsFromEnv } from './ports';
import { startLocalStack } from './stack';

const dataDir = fileURLToPath(new URL('../../.local/', import.meta.url));
const verbose = process.env.LOCAL_VERBOSE === '1';
const started = Date.now();

console.log('Starting the embedded stack (DynamoDB Local, s3rver, cognito-local, SES mailbox, API, web)…');
let ports;
try {
  ports = portsFromEnv(process.env);
} catch (error) {
  console.error((error as Error).message);
  process.exit(1);
}

try {
  const stack = await startLocalStack({
    dataDir,
    ports,
    web: 'dev',
    ...(process.env.STAFF_EMAIL ? { staffEmail: process.env.STAFF_EMAIL } : {}),
    log: (service, line) => {
      // The API's request log is always useful (the functions' own JSON lines only when they say
      // something went wrong); emulator chatter only when asked for.
      const shown = service === 'api' ? gatewayLine(line, verbose) : verbose ? line : undefined;
      if (shown !== undefined) console.log(`[${service}] ${shown}`);
    },
  });
  const seconds = ((Date.now() - started) / 1000).toFixed(1);
  console.log(`
Ready in ${seconds} s.

  App       ${stack.urls.web}
  API       ${stack.urls.web}/api   (the app's own origin, as on AWS; try ${stack.urls.web}/api/health)
  Mailbox   ${stack.urls.mailbox}   (every e-mail the product sends lands here)

Sign in as the seeded admin:
  E-mail    ${stack.resources.admin.email}
  Password  ${stack.resources.admin.password}
  At the first sign-in it sets up two-step sign-in: scan the QR code with an authenticator app
  (or type the key), then sign in again with the password and a code.

Data is kept in .local/ between runs (npm run reset empties it). Press Ctrl-C to stop.
`);

  let stopping = false;
  const shutdown = async (signal: string) => {
    if (stopping) return;
    stopping = true;
    console.log(`\n${signal}: stopping every service…`);
    await stack.stop();
    console.log('Stopped.');
    process.exit(0);
  };
  process.on('SIGINT', () => void shutdown('SIGINT'));
  process.on('SIGTERM', () => void shutdown('SIGTERM'));
  process.on('SIGHUP', () => void shutdown('SIGHUP'));
} catch (error) {
  console.error(`Could not start: ${(error as Error).message}`);
  process.exit(1);
}
