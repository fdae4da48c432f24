import * as z from 'zod/mini';
import '../../zod-locale';
import { changePasswordSchema } from '../../forms/change-password';
import { defineRoute } from '../route-definition';

export const changePassword = defineRoute('changePassword', {
  method: 'POST',
  path: '/me/password',
  access: 'signedIn',
  summary: "Re-verifies the caller's current password, then sets a new one under the policy.",
  body: changePasswordSchema,
  response: z.object({ changed: z.literal(true) }),
  // The current password is checked with InitiateAuth, which needs no grant.
  needs: { table: { access: 'read', partitions: ['USER'] }, userPool: ['AdminSetUserPassword'] },
});
