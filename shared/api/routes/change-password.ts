import * as z from 'zod/mini';
import '#shared/zod-locale.ts';
import { changePasswordSchema } from '#shared/forms/change-password.ts';
import { defineRoute } from '../route-definition';

export const changePassword = defineRoute('changePassword', {
  method: 'POST',
  path: '/me/password',
  area: 'account',
  access: 'signedIn',
  summary: "Re-verifies the caller's current password, then sets a new one under the policy.",
  body: changePasswordSchema,
  response: z.object({ changed: z.literal(true) }),
  // The current password is checked with InitiateAuth, which needs no grant.
  // table write: the record's sessionsValidAfter (every other session ends).
  needs: { table: { access: 'write', partitions: ['USER'] }, userPool: ['AdminSetUserPassword', 'AdminUserGlobalSignOut'] },
});
