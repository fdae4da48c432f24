import { randomUUID } from 'node:crypto';
import { createPresignedPost } from '@aws-sdk/s3-presigned-post';
import { createPictureUpload } from '../../shared/api/routes/create-picture-upload';
import { maxPictureBytes } from '../../shared/files/picture';
import { getAccount } from '../data/accounts';
import { objectKeys } from '../data/object-keys';
import { s3, uploadsBucket } from '../data/uploads';
import { notFound } from '../lib/errors';
import { route } from '../lib/route';

/** Long enough to start the upload of a 2 MB file, short enough that a leaked form is soon useless. */
export const pictureUploadSeconds = 120;

/**
 * S3 enforces these conditions in AWS; s3rver does not, so confirmPicture checks the stored
 * object again (size and content) before it becomes anyone's picture.
 */
export const handler = route(createPictureUpload, async ({ principal, body }) => {
  // A deleted account's token stays valid until it expires: it must not leave files behind.
  if (!(await getAccount(principal.userId))) throw notFound('Account not found.');
  const key = objectKeys.avatar(principal.userId, randomUUID());
  const { url, fields } = await createPresignedPost(s3, {
    Bucket: uploadsBucket,
    Key: key,
    Conditions: [
      ['eq', '$key', key],
      ['content-length-range', 1, maxPictureBytes],
      ['eq', '$Content-Type', body.contentType],
    ],
    Fields: { 'Content-Type': body.contentType },
    Expires: pictureUploadSeconds,
  });
  return { url, fields, key, maxBytes: maxPictureBytes };
});
