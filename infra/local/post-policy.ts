/**
 * s3rver stores whatever a browser POSTs to a bucket: it ignores the presigned POST's policy and
 * signature. AWS S3 checks both, so the embedded stack does too (infra/local/services/s3-server.ts
 * runs this before s3rver's own POST handler): the signature over the policy, its expiry, and every
 * condition (exact values, prefixes, `content-length-range`), and that no form field goes unnamed.
 * The API still checks every stored object itself (functions/services/staged-upload.ts), in both homes.
 */
import { createHmac, timingSafeEqual } from 'node:crypto';

export interface PostForm {
  /** Form fields other than the file, by name as sent. */
  readonly fields: Readonly<Record<string, string>>;
  /** The file's size in bytes, or undefined when the form has no file. */
  readonly fileSize: number | undefined;
}

export interface PostRefusal {
  readonly status: 400 | 403;
  readonly code: 'AccessDenied' | 'SignatureDoesNotMatch' | 'EntityTooLarge' | 'EntityTooSmall' | 'InvalidPolicyDocument' | 'InvalidArgument';
  readonly message: string;
}

interface Policy {
  readonly expiration?: string;
  readonly conditions?: unknown[];
}

const denied = (message: string): PostRefusal => ({ status: 403, code: 'AccessDenied', message: `Invalid according to Policy: ${message}` });

function hmac(key: Buffer | string, data: string): Buffer {
  return createHmac('sha256', key).update(data, 'utf8').digest();
}

/** Signature V4 of a POST policy: HMAC of the base64 policy with the date/region/s3 signing key. */
export function policySignature(secretAccessKey: string, date: string, region: string, policyBase64: string): string {
  const signingKey = hmac(hmac(hmac(hmac(`AWS4${secretAccessKey}`, date), region), 's3'), 'aws4_request');
  return createHmac('sha256', signingKey).update(policyBase64, 'utf8').digest('hex');
}

/**
 * Why S3 would refuse this POST to `bucket`, or undefined when it would store it. `secretFor` gives
 * the secret of an access key id the emulator knows.
 */
export function postPolicyRefusal(
  form: PostForm,
  bucket: string,
  now: number,
  secretFor: (accessKeyId: string) => string | undefined,
): PostRefusal | undefined {
  const fields = new Map(Object.entries(form.fields).map(([name, value]) => [name.toLowerCase(), value]));
  const policyBase64 = fields.get('policy');
  // A POST without a policy is an anonymous upload: the uploads bucket allows none.
  if (!policyBase64) return { status: 403, code: 'AccessDenied', message: 'Access Denied' };
  const credential = fields.get('x-amz-credential') ?? '';
  const [accessKeyId = '', date = '', region = '', service, terminator] = credential.split('/');
  const secret = secretFor(accessKeyId);
  const signature = fields.get('x-amz-signature') ?? '';
  const expected = secret && service === 's3' && terminator === 'aws4_request' ? policySignature(secret, date, region, policyBase64) : '';
  if (!expected || signature.length !== expected.length || !timingSafeEqual(Buffer.from(signature), Buffer.from(expected))) {
    return { status: 403, code: 'SignatureDoesNotMatch', message: 'The request signature we calculated does not match the signature you provided.' };
  }
  let policy: Policy;
  try {
    policy = JSON.parse(Buffer.from(policyBase64, 'base64').toString('utf8')) as Policy;
  } catch {
    return { status: 400, code: 'InvalidPolicyDocument', message: 'Invalid Policy: Invalid JSON.' };
  }
  const expiration = Date.parse(policy.expiration ?? '');
  if (!Number.isFinite(expiration)) return { status: 400, code: 'InvalidPolicyDocument', message: 'Invalid Policy: Invalid expiration.' };
  if (expiration < now) return denied('Policy expired.');
  if (form.fileSize === undefined) return { status: 400, code: 'InvalidArgument', message: 'POST requires exactly one file upload per request.' };

  // Every field but these must be named by a condition.
  const named = new Set(['policy', 'x-amz-signature', 'file']);
  const valueOf = (field: string) => (field === 'bucket' ? bucket : fields.get(field));
  for (const condition of policy.conditions ?? []) {
    if (Array.isArray(condition) && condition[0] === 'content-length-range') {
      const [, min, max] = condition as [string, number, number];
      if (form.fileSize > max) return { status: 400, code: 'EntityTooLarge', message: 'Your proposed upload exceeds the maximum allowed size' };
      if (form.fileSize < min)
        return { status: 400, code: 'EntityTooSmall', message: 'Your proposed upload is smaller than the minimum allowed size' };
      continue;
    }
    const [operator, rawField, expectedValue] = Array.isArray(condition)
      ? (condition as [string, string, string])
      : (['eq', `$${Object.keys(condition as object)[0]}`, Object.values(condition as object)[0] as string] as const);
    const field = String(rawField).replace(/^\$/, '').toLowerCase();
    named.add(field);
    const actual = valueOf(field) ?? '';
    const holds = operator === 'eq' ? actual === expectedValue : operator === 'starts-with' ? actual.startsWith(expectedValue) : false;
    if (!holds) return denied(`Policy Condition failed: ["${operator}", "$${field}", "${expectedValue}"]`);
  }
  for (const field of fields.keys()) {
    if (!named.has(field) && !field.startsWith('x-ignore-')) return denied(`Extra input fields: ${field}`);
  }
  return undefined;
}
