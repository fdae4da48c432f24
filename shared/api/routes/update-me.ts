import { profileUpdateSchema } from '#shared/forms/profile.ts';
import { accountSchema } from '../account';
import { defineRoute } from '../route-definition';

export const updateMe = defineRoute('updateMe', {
  method: 'PUT',
  path: '/me',
  area: 'account',
  access: 'signedIn',
  summary: "Saves the caller's Edit Profile fields (practice fields for physicians only).",
  body: profileUpdateSchema,
  response: accountSchema,
  needs: { table: { access: 'write', partitions: ['USER'] } },
});
