/**
 * Checks an S3 presigned URL's SigV4 query signature, which s3rver accepts without checking ("Signature
 * version 4 calculation is unimplemented"): without this, any made-up signature with the local key
 * id would read any object, where S3 answers 403 SignatureDoesNotMatch.
 */
import { createHash, createHmac, timingSafeEqual } from 'node:crypto';

const rfc3986 = (value: string) => encodeURIComponent(value).replace(/[!'()*]/g, (c) => `%${c.charCodeAt(0).toString(16).toUpperCase()}`);
const hmac = (key: string | Buffer, data: string) => createHmac('sha256', key).update(data).digest();

export type PresignCheck = 'valid' | 'mismatch' | 'expired' | 'malformed';

/**
 * Whether `rawUrl` (the request target exactly as received: percent-encoded path and query) of a
 * request to `host` carries a valid, unexpired SigV4 query signature made with `secretFor(keyId)`.
 * Only the host header is signed by the SDK's presigner (UNSIGNED-PAYLOAD), as here.
 */
export function checkPresignedUrl(
  method: string,
  host: string,
  rawUrl: string,
  secretFor: (keyId: string) => string | undefined,
  now = Date.now(),
): PresignCheck {
  const [rawPath = '/', rawQuery = ''] = rawUrl.split('?', 2);
  const pairs = rawQuery
    .split('&')
    .filter(Boolean)
    .map((pair) => {
      const [key = '', value = ''] = pair.split('=', 2);
      return [decodeURIComponent(key.replace(/\+/g, '%20')), decodeURIComponent(value.replace(/\+/g, '%20'))] as const;
    });
  const param = (name: string) => pairs.find(([key]) => key === name)?.[1];
  const signature = param('X-Amz-Signature');
  const credential = param('X-Amz-Credential');
  const amzDate = param('X-Amz-Date');
  const expires = Number(param('X-Amz-Expires'));
  const signedHeaders = param('X-Amz-SignedHeaders');
  if (
    param('X-Amz-Algorithm') !== 'AWS4-HMAC-SHA256' ||
    !signature ||
    !credential ||
    !amzDate ||
    !Number.isInteger(expires) ||
    signedHeaders !== 'host'
  ) {
    return 'malformed';
  }
  const [keyId, date, region, service, terminator] = credential.split('/');
  const secret = keyId ? secretFor(keyId) : undefined;
  if (!secret || !date || !region || !service || terminator !== 'aws4_request' || !/^\d{8}T\d{6}Z$/.test(amzDate)) return 'malformed';
  const signedAt = Date.parse(
    `${amzDate.slice(0, 4)}-${amzDate.slice(4, 6)}-${amzDate.slice(6, 8)}T${amzDate.slice(9, 11)}:${amzDate.slice(11, 13)}:${amzDate.slice(13, 15)}Z`,
  );

  const canonicalQuery = pairs
    .filter(([key]) => key !== 'X-Amz-Signature')
    .map(([key, value]) => [rfc3986(key), rfc3986(value)] as const)
    .sort(([a, av], [b, bv]) => (a < b ? -1 : a > b ? 1 : av < bv ? -1 : av > bv ? 1 : 0))
    .map(([key, value]) => `${key}=${value}`)
    .join('&');
  const canonicalRequest = [method, rawPath, canonicalQuery, `host:${host}\n`, 'host', 'UNSIGNED-PAYLOAD'].join('\n');
  const scope = `${date}/${region}/${service}/aws4_request`;
  const stringToSign = ['AWS4-HMAC-SHA256', amzDate, scope, createHash('sha256').update(canonicalRequest).digest('hex')].join('\n');
  const signingKey = hmac(hmac(hmac(hmac(`AWS4${secret}`, date), region), service), 'aws4_request');
  const expected = Buffer.from(hmac(signingKey, stringToSign).toString('hex'));
  const given = Buffer.from(signature);
  if (expected.length !== given.length || !timingSafeEqual(expected, given)) return 'mismatch';
  if (now > signedAt + expires * 1000) return 'expired';
  return 'valid';
}
