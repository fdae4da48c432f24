import * as z from 'zod/mini';
import '#shared/zod-locale.ts';
import { resetPasswordSchema } from '#shared/forms/account-email.ts';
import { defineRoute } from '../route-definition';

export const resetPassword = defineRoute('resetPassword', {
  method: 'POST',
  path: '/password-reset/confirm',
  area: 'account',
  access: 'public',
  summary: 'Uses a single-use reset link to set a new password under the policy.',
  body: resetPasswordSchema,
  response: z.object({ status: z.literal('reset') }),
  metric: 'PasswordResets',
  needs: { table: { access: 'write', partitions: ['USER', 'LINK'] }, userPool: ['AdminSetUserPassword', 'AdminUserGlobalSignOut'] },
  // A click on an e-mailed link; sets a password.
  throttle: { rateLimit: 5, burstLimit: 10 },
});
