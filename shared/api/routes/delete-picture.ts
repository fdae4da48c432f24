import * as z from 'zod/mini';
import '#shared/zod-locale.ts';
import { defineRoute } from '../route-definition';

export const deletePicture = defineRoute('deletePicture', {
  method: 'DELETE',
  path: '/me/picture',
  area: 'account',
  access: 'signedIn',
  summary: 'Removes the profile picture; the default avatar shows again.',
  response: z.undefined(),
  successStatus: 204,
  needs: { table: { access: 'write', partitions: ['USER'] }, uploads: [{ prefix: 'avatars/', uses: ['delete'] }] },
});
