import { GetObjectCommand } from '@aws-sdk/client-s3';
import { getSignedUrl } from '@aws-sdk/s3-request-presigner';
import { s3, uploadsBucket } from './uploads';

/** How long a picture link works: long enough for a page view, short enough not to be worth sharing. */
export const pictureUrlSeconds = 15 * 60;

/** A short-lived link the browser loads the picture from; the bucket itself stays private. */
export function pictureUrl(key: string): Promise<string> {
  return getSignedUrl(s3, new GetObjectCommand({ Bucket: uploadsBucket, Key: key }), { expiresIn: pictureUrlSeconds });
}
