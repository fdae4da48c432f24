/** `npm run reset`: forget every local account, item, object and e-mail (stop `npm start` first). */
import { rm } from 'node:fs/promises';
import { fileURLToPath } from 'node:url';
import { isPortFree, portsFromEnv } from './ports';

const dataDir = fileURLToPath(new URL('../../.local/', import.meta.url));
const ports = portsFromEnv(process.env);
if (!(await isPortFree(ports.dynamodb)) || !(await isPortFree(ports.api))) {
  console.error('The embedded stack seems to be running (its ports are taken). Stop npm start first, then reset.');
  process.exit(1);
}
await rm(dataDir, { recursive: true, force: true });
console.log(`Removed ${dataDir}. The next npm start bootstraps a fresh stack with a new admin password.`);
