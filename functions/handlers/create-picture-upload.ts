import { createPictureUpload } from '#shared/api/routes/create-picture-upload.ts';
import { route } from '../http/route';
import { createPictureUpload as create } from '../services/pictures';

export const handler = route(createPictureUpload, async ({ principal, body }) => create(principal.userId, body.contentType));
