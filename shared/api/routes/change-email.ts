import { changeEmailSchema } from '#shared/forms/account-email.ts';
import { accountSchema } from '../account';
import { defineRoute } from '../route-definition';

export const changeEmail = defineRoute('changeEmail', {
  method: 'PUT',
  path: '/me/email',
  area: 'account',
  access: 'signedIn',
  serves: ['unverified', 'unapproved'],
  summary:
    'Re-verifies the current password, then changes the sign-in e-mail; the account is unverified until the link sent to the new address is used, and the old address is told, with an undo link.',
  body: changeEmailSchema,
  response: accountSchema,
  metric: 'EmailChanges',
  needs: {
    table: { access: 'write', partitions: ['USER', 'LINK', 'RATELIMIT', 'RESERVATION'] },
    userPool: ['AdminGetUser', 'AdminUpdateUserAttributes', 'AdminUserGlobalSignOut'],
    email: true,
    originSecret: true,
  },
});
