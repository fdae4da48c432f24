import { accountSchema } from '../account';
import { defineRoute } from '../route-definition';

export const getMe = defineRoute('getMe', {
  method: 'GET',
  path: '/me',
  area: 'account',
  access: 'signedIn',
  serves: ['unverified', 'unapproved'],
  summary: "The caller's own account record.",
  response: accountSchema,
  // pictureUrl is a presigned GET of the caller's picture.
  needs: { table: { access: 'read', partitions: ['USER'] }, uploads: [{ prefix: 'avatars/', uses: ['read'] }] },
});
