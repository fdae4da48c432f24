import { createPictureUpload } from '../../shared/api/routes/create-picture-upload';
import { pictureUploads } from '../services/picture-uploads';
import { route } from '../http/route';
import { createStagedUpload } from '../services/staged-upload';

/** A presigned POST under staging/avatars/<caller>/: confirmPicture checks the object before it becomes anyone's picture. */
export const handler = route(createPictureUpload, async ({ principal, body }) =>
  createStagedUpload(pictureUploads, principal.userId, body.contentType),
);
