import { createPictureUpload } from '../../shared/api/routes/create-picture-upload';
import { getAccount } from '../data/accounts';
import { notFound } from '../lib/errors';
import { pictureUploads } from '../lib/picture-uploads';
import { route } from '../lib/route';
import { createStagedUpload } from '../lib/staged-upload';

/** A presigned POST under staging/avatars/<caller>/: confirmPicture checks the object before it becomes anyone's picture. */
export const handler = route(createPictureUpload, async ({ principal, body }) => {
  // A deleted account's token stays valid until it expires: it must not leave files behind.
  if (!(await getAccount(principal.userId))) throw notFound('Account not found.');
  return createStagedUpload(pictureUploads, principal.userId, body.contentType);
});
