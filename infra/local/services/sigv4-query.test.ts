import { GetObjectCommand, HeadObjectCommand, S3Client } from '@aws-sdk/client-s3';
import { getSignedUrl } from '@aws-sdk/s3-request-presigner';
import { afterAll, describe, expect, it } from 'vitest';
import { checkPresignedUrl } from './sigv4-query';

const client = new S3Client({
  endpoint: 'http://127.0.0.1:4569',
  region: 'us-east-1',
  forcePathStyle: true,
  credentials: { accessKeyId: 'local', secretAccessKey: 'localsecret' },
});
afterAll(() => client.destroy());
const secrets = (id: string) => (id === 'local' ? 'localsecret' : undefined);
const target = (url: string) => url.slice(url.indexOf('/', 'http://'.length));

describe('SigV4 presigned URL check (s3rver does not verify V4 signatures)', () => {
  it("accepts the SDK's own presigned GET and HEAD, keys with spaces and parentheses included", async () => {
    const key = 'content/Negotiation 101 (Chapter 5).mp3';
    const get = await getSignedUrl(client, new GetObjectCommand({ Bucket: 'media', Key: key }), { expiresIn: 60 });
    expect(checkPresignedUrl('GET', '127.0.0.1:4569', target(get), secrets)).toBe('valid');
    const head = await getSignedUrl(client, new HeadObjectCommand({ Bucket: 'media', Key: key }), { expiresIn: 60 });
    expect(checkPresignedUrl('HEAD', '127.0.0.1:4569', target(head), secrets)).toBe('valid');
  });

  it('refuses a changed signature, key, method or host, an unknown key id, and an expired link', async () => {
    const url = target(await getSignedUrl(client, new GetObjectCommand({ Bucket: 'media', Key: 'content/a.mp3' }), { expiresIn: 60 }));
    expect(checkPresignedUrl('GET', '127.0.0.1:4569', url.replace(/X-Amz-Signature=[0-9a-f]+/, `X-Amz-Signature=${'0'.repeat(64)}`), secrets)).toBe(
      'mismatch',
    );
    expect(checkPresignedUrl('GET', '127.0.0.1:4569', url.replace('content/a.mp3', 'content/b.mp3'), secrets)).toBe('mismatch');
    expect(checkPresignedUrl('HEAD', '127.0.0.1:4569', url, secrets)).toBe('mismatch');
    expect(checkPresignedUrl('GET', 'localhost:4569', url, secrets)).toBe('mismatch');
    expect(checkPresignedUrl('GET', '127.0.0.1:4569', url, () => undefined)).toBe('malformed');
    expect(checkPresignedUrl('GET', '127.0.0.1:4569', url, secrets, Date.now() + 61_000)).toBe('expired');
    expect(checkPresignedUrl('GET', '127.0.0.1:4569', '/media/content/a.mp3?X-Amz-Algorithm=AWS4-HMAC-SHA256', secrets)).toBe('malformed');
  });
});
