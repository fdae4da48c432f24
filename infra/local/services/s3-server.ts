/**
 * Child process: s3rver on 127.0.0.1, files under --directory.
 * Run with NODE_OPTIONS=--openssl-legacy-provider (truncated ListObjectsV2 fails under OpenSSL 3 without it).
 */
import { createRequire } from 'node:module';
import { parseArgs } from 'node:util';
import { localCredentials } from '../aws-env';
import { onStop } from './lifecycle';

interface S3rverInstance {
  run(): Promise<{ address: string; port: number }>;
  close(): Promise<void>;
}
type S3rverConstructor = new (options: Record<string, unknown>) => S3rverInstance;
interface AwsAccount {
  createKeyPair(accessKeyId: string, secretAccessKey: string): void;
}

const require = createRequire(import.meta.url);
// s3rver ships no types; these are the two entry points used.
const S3rver = require('s3rver') as S3rverConstructor;
const { DUMMY_ACCOUNT } = require('s3rver/lib/models/account') as { DUMMY_ACCOUNT: AwsAccount };

const { values } = parseArgs({
  options: {
    port: { type: 'string' },
    directory: { type: 'string' },
    quiet: { type: 'boolean', default: false },
  },
});
if (!values.port || !values.directory) throw new Error('usage: s3-server --port <port> --directory <dir>');

// s3rver knows only S3RVER/S3RVER; add the key pair the rest of the local stack signs with.
DUMMY_ACCOUNT.createKeyPair(localCredentials.accessKeyId, localCredentials.secretAccessKey);

const server = new S3rver({
  address: '127.0.0.1',
  port: Number(values.port),
  directory: values.directory,
  silent: values.quiet,
  // Bucket names arrive in the path (the endpoint is an IP); never read them from Host.
  vhostBuckets: false,
});

onStop(() => server.close());
const address = await server.run();
console.log(`s3rver listening on http://${address.address}:${address.port}`);
