/**
 * Child process: s3rver on 127.0.0.1, files under --directory.
 * Run with NODE_OPTIONS=--openssl-legacy-provider (truncated ListObjectsV2 fails under OpenSSL 3 without it).
 */
import { createRequire } from 'node:module';
import { parseArgs } from 'node:util';
import { Readable } from 'node:stream';
import type { IncomingMessage } from 'node:http';
import { localCredentials } from '../aws-env';
import { localNames } from '../local-names';
import { postPolicyRefusal } from '../post-policy';
import { everyRouteKeyPair, holderOf, objectRefusal, secretOf, signingKeyId, type Declared } from '../route-grants';
import type { ObjectUse } from '#shared/api/route-definition.ts';
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
const objectController = require('s3rver/lib/controllers/object') as {
  postObject: (ctx: PostContext) => Promise<void>;
  deleteMultipleObjects: (ctx: PostContext) => Promise<void>;
};
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
    const secretFor = (accessKeyId: string) => (accessKeyId === 'S3RVER' ? 'S3RVER' : secretOf(accessKeyId));
    const refusal = postPolicyRefusal({ fields, fileSize }, ctx.params.bucket, Date.now(), secretFor);
    if (refusal) throw new S3Error(refusal.code, refusal.message);
    // The form is the signer's PutObject: a route's role must be granted the key it names.
    const field = (name: string) => Object.entries(fields).find(([key]) => key.toLowerCase() === name)?.[1];
    const holder = holderOf(signingKeyId(field('x-amz-credential')));
    if (holder && holder !== 'stack') refuseOutsideGrants(holder, ctx.params.bucket, [['write', field('key') ?? '']]);
  }
  // s3rver reads the same bytes again (an unparseable form gets its own error there).
  replay(ctx, body);
  return postObject(ctx);
};

/** Hands s3rver a request whose body (already read here) reads again, byte for byte. */
function replay(ctx: PostContext, body: Buffer): void {
  const { socket, method, url, headers } = ctx.req;
  const again = Object.assign(Readable.from([body]), { headers, socket, connection: socket, method, url }) as unknown as IncomingMessage;
  ctx.req = again;
  ctx.request.req = again;
}

/** Refuses, as S3 refuses a role without the grant, any use of a key outside a route's declaration. */
function refuseOutsideGrants(holder: Declared, bucketName: string, uses: readonly (readonly [ObjectUse, string])[]): void {
  const bucket = bucketName === localNames.uploadsBucket ? 'uploads' : bucketName === localNames.mediaBucket ? 'media' : undefined;
  for (const [use, key] of uses) {
    const refusal = objectRefusal(holder, bucket, use, key);
    if (refusal) {
      console.log(`access refused: ${refusal}`);
      throw new S3Error('AccessDenied', 'Access Denied');
    }
  }
}

/**
 * DeleteObjects names its keys in the body: read it, hold each key to the signer's delete grant,
 * and hand the same bytes on to s3rver.
 */
const deleteMultipleObjects = objectController.deleteMultipleObjects.bind(objectController);
objectController.deleteMultipleObjects = async (ctx) => {
  const holder = holderOf(signingKeyId(String(ctx.req.headers.authorization ?? '')));
  if (!holder || holder === 'stack') return deleteMultipleObjects(ctx);
  const chunks: Buffer[] = [];
  for await (const chunk of ctx.req as AsyncIterable<Buffer>) chunks.push(chunk);
  const body = Buffer.concat(chunks);
  const keys = [...body.toString('utf8').matchAll(/<Key>([^<]*)<\/Key>/g)].map(([, key]) => xmlText(key ?? ''));
  refuseOutsideGrants(
    holder,
    ctx.params.bucket,
    keys.map((key) => ['delete', key] as const),
  );
  replay(ctx, body);
  return deleteMultipleObjects(ctx);
};

const xmlText = (text: string) =>
  text.replace(/&(lt|gt|quot|apos|amp);/g, (_, name: string) => ({ lt: '<', gt: '>', quot: '"', apos: "'", amp: '&' })[name] ?? '');

const { values } = parseArgs({
  options: {
    port: { type: 'string' },
    directory: { type: 'string' },
    quiet: { type: 'boolean', default: false },
  },
});
if (!values.port || !values.directory) throw new Error('usage: s3-server --port <port> --directory <dir>');

// s3rver knows only S3RVER/S3RVER; add the key pair the rest of the local stack signs with, and
// each route's and job's own (the gateway signs a handler's calls with its route's: route-grants.ts).
for (const pair of [localCredentials, ...everyRouteKeyPair()]) DUMMY_ACCOUNT.createKeyPair(pair.accessKeyId, pair.secretAccessKey);

interface KoaContext {
  method: string;
  path: string;
  url: string;
  headers: Record<string, unknown>;
  query: Record<string, unknown>;
  status: number;
  type: string;
  body: unknown;
}

async function refuseUnsignedReads(ctx: KoaContext, next: () => Promise<void>): Promise<void> {
  const refuse = (code: string) => denied(ctx, code);
  if (ctx.method === 'GET' || ctx.method === 'HEAD') {
    if ('X-Amz-Algorithm' in ctx.query) {
      const check = checkPresignedUrl(ctx.method, String(ctx.headers.host ?? ''), ctx.url, secretOf);
      if (check !== 'valid') return refuse(check === 'expired' ? 'AccessDenied' : 'SignatureDoesNotMatch');
    } else if (!('authorization' in ctx.headers)) return refuse('AccessDenied');
  }
  await next();
}

/**
 * What a route's role may do, held to its declaration (route-grants.ts): every call signed with a
 * route's key, in a header (SDK calls) or in the query (presigned links), is checked as IAM checks
 * it: GET/HEAD of an object is s3:GetObject, PUT s3:PutObject (a copy also s3:GetObject of its
 * source), DELETE s3:DeleteObject, a bucket GET s3:ListBucket on its prefix; any other call is not
 * granted to a route. Form uploads and DeleteObjects are checked where their bodies are read (above).
 */
async function refuseOutsideRouteGrants(ctx: KoaContext, next: () => Promise<void>): Promise<void> {
  const keyId = signingKeyId(String(ctx.query['X-Amz-Credential'] ?? ctx.headers.authorization ?? ''));
  const holder = holderOf(keyId);
  if (keyId !== undefined && holder === undefined && keyId !== 'S3RVER') return denied(ctx, 'InvalidAccessKeyId');
  if (!holder || holder === 'stack') return next();
  const [bucketName = '', ...parts] = ctx.path.slice(1).split('/');
  const key = parts.map((part) => decodeURIComponent(part)).join('/');
  // `/bucket/` (the SDK's ListObjectsV2) is the bucket, as `/bucket` is.
  const keyParts = key === '' ? [] : parts;
  const uses: [ObjectUse, string][] = [];
  if (keyParts.length && (ctx.method === 'GET' || ctx.method === 'HEAD')) uses.push(['read', key]);
  else if (keyParts.length && ctx.method === 'PUT') {
    uses.push(['write', key]);
    const source = ctx.headers['x-amz-copy-source'];
    if (typeof source === 'string') {
      const [sourceBucket = '', ...sourceKey] = decodeURIComponent(source.split('?')[0] ?? '')
        .replace(/^\//, '')
        .split('/');
      try {
        refuseOutsideGrants(holder, sourceBucket, [['read', sourceKey.join('/')]]);
      } catch {
        return denied(ctx, 'AccessDenied');
      }
    }
  } else if (keyParts.length && ctx.method === 'DELETE') uses.push(['delete', key]);
  else if (!keyParts.length && ctx.method === 'GET') uses.push(['list', String(ctx.query.prefix ?? '')]);
  else if (!keyParts.length && ctx.method === 'POST' && ('delete' in ctx.query || !ctx.headers.authorization)) return next();
  else {
    console.log(
      `access refused: route ${holder.id} is not authorized to perform: ${ctx.method} ${keyParts.length ? 'object' : 'bucket'} (no route is)`,
    );
    return denied(ctx, 'AccessDenied');
  }
  try {
    refuseOutsideGrants(holder, bucketName, uses);
  } catch {
    return denied(ctx, 'AccessDenied');
  }
  await next();
}

/** S3's 403 answer with its error code (and S3's message for an unknown key). */
function denied(ctx: KoaContext, code: string): void {
  const message = code === 'InvalidAccessKeyId' ? 'The AWS Access Key Id you provided does not exist in our records.' : 'Access Denied';
  ctx.status = 403;
  ctx.type = 'application/xml';
  ctx.body = `<?xml version="1.0" encoding="UTF-8"?><Error><Code>${code}</Code><Message>${message}</Message></Error>`;
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
// Then each route's calls are held to its declaration, as its IAM role would hold them.
(server as unknown as { middleware: unknown[] }).middleware.unshift(refuseUnsignedReads, refuseOutsideRouteGrants);

onStop(() => server.close());
const address = await server.run();
console.log(`s3rver listening on http://${address.address}:${address.port}`);
