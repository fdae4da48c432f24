import { createPictureUpload } from '../../shared/api/routes/create-picture-upload';
import { pictureUploads } from '../lib/picture-uploads';
import { route } from '../lib/route';
import { createStagedUpload } from '../lib/staged-upload';

/** A presigned POST under staging/avatars/<caller>/: confirmPicture checks the object before it becomes anyone's picture. */
export const handler = route(createPictureUpload, async ({ principal, body }) =>
  createStagedUpload(pictureUploads, principal.userId, body.contentType),
);
