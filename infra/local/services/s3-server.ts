/**
 * Child process: s3rver on 127.0.0.1, files under --directory.
 * Run with NODE_OPTIONS=--openssl-legacy-provider (truncated ListObjectsV2 fails under OpenSSL 3 without it).
 */
import { createRequire } from 'node:module';
import { parseArgs } from 'node:util';
import { Readable } from 'node:stream';
import type { IncomingMessage } from 'node:http';
import { localCredentials } from '../aws-env';
import { postPolicyRefusal } from '../post-policy';
import { onStop } from './lifecycle';
import { checkPresignedUrl } from './sigv4-query';

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

interface PostContext {
  req: IncomingMessage;
  request: { req: IncomingMessage };
  params: { bucket: string };
}
const objectController = require('s3rver/lib/controllers/object') as { postObject: (ctx: PostContext) => Promise<void> };
const S3Error = require('s3rver/lib/models/error') as new (code: string, message: string) => Error;

// Larger than any upload the product allows (20 MB), so an oversized file is still read and
// refused by its policy's content-length-range, as S3 does; beyond this it is refused unread.
const maxPostBytes = 64 * 1024 * 1024;

/**
 * s3rver ignores a presigned POST's policy and signature; S3 enforces them. Its POST handler is
 * wrapped so that the form is read first, checked as S3 would (infra/local/post-policy.ts), and
 * only then handed on, byte for byte, to s3rver. A refusal answers with S3's error code.
 */
const postObject = objectController.postObject.bind(objectController);
objectController.postObject = async (ctx) => {
  const chunks: Buffer[] = [];
  let length = 0;
  for await (const chunk of ctx.req as AsyncIterable<Buffer>) {
    length += chunk.length;
    if (length > maxPostBytes) throw new S3Error('EntityTooLarge', 'Your proposed upload exceeds the maximum allowed size');
    chunks.push(chunk);
  }
  const body = Buffer.concat(chunks);
  const headers = ctx.req.headers;
  const parsed = await new Request('http://s3.local/', {
    method: 'POST',
    headers: { 'content-type': String(headers['content-type'] ?? '') },
    body,
  })
    .formData()
    .catch(() => undefined);
  if (parsed) {
    const fields: Record<string, string> = {};
    let fileSize: number | undefined;
    for (const [name, value] of parsed.entries()) {
      if (name === 'file') fileSize ??= typeof value === 'string' ? Buffer.byteLength(value) : value.size;
      else if (typeof value === 'string') fields[name] = value;
    }
    const secretFor = (accessKeyId: string) =>
      accessKeyId === localCredentials.accessKeyId ? localCredentials.secretAccessKey : accessKeyId === 'S3RVER' ? 'S3RVER' : undefined;
    const refusal = postPolicyRefusal({ fields, fileSize }, ctx.params.bucket, Date.now(), secretFor);
    if (refusal) throw new S3Error(refusal.code, refusal.message);
  }
  // s3rver reads the same bytes again (an unparseable form gets its own error there).
  const { socket, method, url } = ctx.req;
  const replay = Object.assign(Readable.from([body]), { headers, socket, connection: socket, method, url }) as unknown as IncomingMessage;
  ctx.req = replay;
  ctx.request.req = replay;
  return postObject(ctx);
};

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

interface KoaContext {
  method: string;
  url: string;
  headers: Record<string, unknown>;
  query: Record<string, unknown>;
  status: number;
  type: string;
  body: unknown;
}

const secretFor = (keyId: string) => (keyId === localCredentials.accessKeyId ? localCredentials.secretAccessKey : undefined);

async function refuseUnsignedReads(ctx: KoaContext, next: () => Promise<void>): Promise<void> {
  const refuse = (code: string) => {
    ctx.status = 403;
    ctx.type = 'application/xml';
    ctx.body = `<?xml version="1.0" encoding="UTF-8"?><Error><Code>${code}</Code><Message>Access Denied</Message></Error>`;
  };
  if (ctx.method === 'GET' || ctx.method === 'HEAD') {
    if ('X-Amz-Algorithm' in ctx.query) {
      const check = checkPresignedUrl(ctx.method, String(ctx.headers.host ?? ''), ctx.url, secretFor);
      if (check !== 'valid') return refuse(check === 'expired' ? 'AccessDenied' : 'SignatureDoesNotMatch');
    } else if (!('authorization' in ctx.headers)) return refuse('AccessDenied');
  }
  await next();
}

const server = new S3rver({
  address: '127.0.0.1',
  port: Number(values.port),
  directory: values.directory,
  silent: values.quiet,
  // Bucket names arrive in the path (the endpoint is an IP); never read them from Host.
  vhostBuckets: false,
});

// S3 refuses unsigned reads of a private bucket and checks presigned links; s3rver serves unsigned
// reads and takes any SigV4 signature. Refuse both here, so a members-only chapter (or a picture)
// is reachable only through a link the API signed, as in AWS. Only reads: presigned POST uploads
// carry their signature in the form, and the API checks what they stored. Koa runs middleware in
// array order; this runs before s3rver's own.
(server as unknown as { middleware: unknown[] }).middleware.unshift(refuseUnsignedReads);

onStop(() => server.close());
const address = await server.run();
console.log(`s3rver listening on http://${address.address}:${address.port}`);
