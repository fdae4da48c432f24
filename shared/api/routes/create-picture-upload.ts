import * as z from 'zod/mini';
import '../../zod-locale';
import { pictureContentTypes } from '../../files/picture';
import { pictureUploadSchema } from '../route-schemas';
import { defineRoute } from '../route-definition';

export const createPictureUpload = defineRoute('createPictureUpload', {
  method: 'POST',
  path: '/me/picture/upload',
  access: 'signedIn',
  summary: 'A presigned POST for a new profile picture under avatars/<caller>/.',
  body: z.strictObject({ contentType: z.enum(pictureContentTypes, { error: 'Choose a PNG or JPEG picture.' }) }),
  response: pictureUploadSchema,
  // table: the caller's account must still exist (a deleted account's token is still valid).
  needs: { table: 'read', uploads: [{ prefix: 'avatars/', uses: ['write'] }] },
});
