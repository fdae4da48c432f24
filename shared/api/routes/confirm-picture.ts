import * as z from 'zod/mini';
import '#shared/zod-locale.ts';
import { defineRoute } from '../route-definition';

export const confirmPicture = defineRoute('confirmPicture', {
  method: 'PUT',
  path: '/me/picture',
  area: 'account',
  access: 'signedIn',
  summary: 'Copies a staged picture to its final key, checks it (PNG or JPEG by content, at most 2 MB) and makes it the profile picture.',
  body: z.strictObject({ key: z.string().check(z.minLength(1), z.maxLength(300)) }),
  response: z.object({ pictureUrl: z.string() }),
  // staging/avatars/: copied (read) and then deleted. avatars/: the copy (write, the only route
  // that may), its first bytes and size (read), and a refused copy or the picture it replaces (list, delete).
  needs: {
    table: { access: 'write', partitions: ['USER'] },
    uploads: [
      { prefix: 'staging/avatars/', uses: ['read', 'delete'] },
      { prefix: 'avatars/', uses: ['read', 'write', 'list', 'delete'] },
    ],
  },
});
