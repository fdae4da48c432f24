import { GetObjectCommand } from '@aws-sdk/client-s3';
import { getSignedUrl } from '@aws-sdk/s3-request-presigner';
import { s3, uploadsBucket } from './uploads';

/** How long a request file's link works: opened at once in a new tab, useless soon after. */
export const fileUrlSeconds = 5 * 60;

/**
 * A short-lived link that opens a stored PDF in the browser (inline, as application/pdf, under a
 * plain name), whatever Content-Type the uploader posted; the bucket itself stays private.
 */
export function pdfFileUrl(key: string, fileName: string): Promise<string> {
  return getSignedUrl(
    s3,
    new GetObjectCommand({
      Bucket: uploadsBucket,
      Key: key,
      ResponseContentType: 'application/pdf',
      ResponseContentDisposition: `inline; filename="${fileName.replace(/[^A-Za-z0-9._-]/g, '_')}"`,
    }),
    { expiresIn: fileUrlSeconds },
  );
}
