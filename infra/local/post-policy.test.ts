import { S3Client } from '@aws-sdk/client-s3';
import { createPresignedPost } from '@aws-sdk/s3-presigned-post';
import { afterAll, describe, expect, it } from 'vitest';
import { postPolicyRefusal } from './post-policy';

const s3 = new S3Client({
  endpoint: 'http://127.0.0.1:1',
  region: 'us-east-1',
  forcePathStyle: true,
  credentials: { accessKeyId: 'local', secretAccessKey: 'localsecret' },
});
afterAll(() => s3.destroy());
const secretFor = (id: string) => (id === 'local' ? 'localsecret' : undefined);

/** A presigned POST as the API makes it (functions/adapters/presigned-post.ts). */
async function signedForm(expires = 60) {
  const { fields } = await createPresignedPost(s3, {
    Bucket: 'uploads',
    Key: 'staging/requests/u/1',
    Conditions: [
      ['eq', '$key', 'staging/requests/u/1'],
      ['content-length-range', 1, 100],
      ['eq', '$Content-Type', 'application/pdf'],
    ],
    Fields: { 'Content-Type': 'application/pdf' },
    Expires: expires,
  });
  return fields;
}

describe('the embedded S3 checks presigned POST policies as S3 does', () => {
  it('stores a form that keeps to its policy', async () => {
    expect(postPolicyRefusal({ fields: await signedForm(), fileSize: 50 }, 'uploads', Date.now(), secretFor)).toBeUndefined();
  });

  it('refuses a file over or under the content-length-range', async () => {
    const fields = await signedForm();
    expect(postPolicyRefusal({ fields, fileSize: 101 }, 'uploads', Date.now(), secretFor)?.code).toBe('EntityTooLarge');
    expect(postPolicyRefusal({ fields, fileSize: 0 }, 'uploads', Date.now(), secretFor)?.code).toBe('EntityTooSmall');
  });

  it('refuses an expired policy', async () => {
    const refusal = postPolicyRefusal({ fields: await signedForm(1), fileSize: 10 }, 'uploads', Date.now() + 5_000, secretFor);
    expect(refusal).toMatchObject({ status: 403, code: 'AccessDenied', message: 'Invalid according to Policy: Policy expired.' });
  });

  it('refuses another key, another Content-Type, another bucket and a field the policy does not name', async () => {
    const fields = await signedForm();
    for (const [changed, bucket] of [
      [{ ...fields, key: 'avatars/u/1' }, 'uploads'],
      [{ ...fields, 'Content-Type': 'text/html' }, 'uploads'],
      [fields, 'media'],
      [{ ...fields, 'x-amz-meta-note': 'hi' }, 'uploads'],
    ] as const) {
      expect(postPolicyRefusal({ fields: changed, fileSize: 10 }, bucket, Date.now(), secretFor)?.code).toBe('AccessDenied');
    }
  });

  it('refuses a forged or re-signed policy and a form with no policy', async () => {
    const fields = await signedForm();
    const widened = Buffer.from(
      JSON.stringify({ ...JSON.parse(Buffer.from(fields.Policy!, 'base64').toString()), conditions: [['content-length-range', 1, 10 ** 9]] }),
    ).toString('base64');
    expect(postPolicyRefusal({ fields: { ...fields, Policy: widened }, fileSize: 10 }, 'uploads', Date.now(), secretFor)?.code).toBe(
      'SignatureDoesNotMatch',
    );
    expect(postPolicyRefusal({ fields, fileSize: 10 }, 'uploads', Date.now(), () => 'another secret')?.code).toBe('SignatureDoesNotMatch');
    const { Policy: _policy, ...unsigned } = fields;
    expect(postPolicyRefusal({ fields: unsigned, fileSize: 10 }, 'uploads', Date.now(), secretFor)?.code).toBe('AccessDenied');
  });
});
