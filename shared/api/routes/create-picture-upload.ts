import * as z from 'zod/mini';
import '#shared/zod-locale.ts';
import { pictureContentTypes } from '#shared/files/picture.ts';
import { pictureUploadSchema } from '../route-schemas';
import { defineRoute } from '../route-definition';

export const createPictureUpload = defineRoute('createPictureUpload', {
  method: 'POST',
  path: '/me/picture/upload',
  area: 'account',
  access: 'signedIn',
  summary: 'A presigned POST for a new profile picture under staging/avatars/<caller>/ (confirmPicture makes it the picture).',
  body: z.strictObject({ contentType: z.enum(pictureContentTypes, { error: 'Choose a PNG or JPEG picture.' }) }),
  response: pictureUploadSchema,
  // table: the caller's account must still exist (a deleted account's token is still valid).
  // uploads: the presigned POST is signed with this role, so it can write under staging/avatars/ only.
  needs: { table: { access: 'read', partitions: ['USER'] }, uploads: [{ prefix: 'staging/avatars/', uses: ['write'] }] },
});
