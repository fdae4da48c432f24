import * as z from 'zod/mini';
import '#shared/zod-locale.ts';
import { verifyEmailSchema } from '#shared/forms/account-email.ts';
import { roleSchema } from '../account';
import { defineRoute } from '../route-definition';

export const verifyEmail = defineRoute('verifyEmail', {
  method: 'POST',
  path: '/email-verification',
  area: 'account',
  access: 'public',
  summary: 'Uses a single-use verification link: marks the account and the pool e-mail verified.',
  body: verifyEmailSchema,
  response: z.object({ status: z.literal('verified'), role: roleSchema }),
  metric: 'EmailsVerified',
  needs: { table: { access: 'write', partitions: ['USER', 'LINK'] }, userPool: ['AdminUpdateUserAttributes', 'AdminUserGlobalSignOut'] },
  // A click on an e-mailed link.
  throttle: { rateLimit: 5, burstLimit: 10 },
});
