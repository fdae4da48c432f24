import * as z from 'zod/mini';
import '../../zod-locale';
import { defineRoute } from '../route-definition';

export const confirmPicture = defineRoute('confirmPicture', {
  method: 'PUT',
  path: '/me/picture',
  access: 'signedIn',
  summary: 'Checks an uploaded picture (PNG or JPEG by content, at most 2 MB) and makes it the profile picture.',
  body: z.strictObject({ key: z.string().check(z.minLength(1), z.maxLength(300)) }),
  response: z.object({ pictureUrl: z.string() }),
  // read: the first bytes and size; list + delete: a refused upload, the picture it replaces
  // and uploads that were never confirmed.
  needs: { table: 'write', uploads: [{ prefix: 'avatars/', uses: ['read', 'list', 'delete'] }] },
});
