import { createPresignedPost } from '@aws-sdk/s3-presigned-post';
import { s3, uploadsBucket } from './uploads';

/**
 * A presigned POST that may write exactly `key`: 1 to `maxBytes` bytes, stored with `contentType`,
 * for `expiresInSeconds`. S3 enforces these conditions in AWS, and the embedded stack does too
 * (infra/local/post-policy.ts); the object is checked again once it is there (services/staged-upload.ts).
 */
export async function presignedPost(
  key: string,
  contentType: string,
  maxBytes: number,
  expiresInSeconds: number,
): Promise<{ url: string; fields: Record<string, string> }> {
  const { url, fields } = await createPresignedPost(s3, {
    Bucket: uploadsBucket,
    Key: key,
    Conditions: [
      ['eq', '$key', key],
      ['content-length-range', 1, maxBytes],
      ['eq', '$Content-Type', contentType],
    ],
    Fields: { 'Content-Type': contentType },
    Expires: expiresInSeconds,
  });
  return { url, fields };
}
