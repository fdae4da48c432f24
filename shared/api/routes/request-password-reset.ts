import * as z from 'zod/mini';
import '#shared/zod-locale.ts';
import { forgotPasswordSchema } from '#shared/forms/account-email.ts';
import { defineRoute } from '../route-definition';

export const requestPasswordReset = defineRoute('requestPasswordReset', {
  method: 'POST',
  path: '/password-reset',
  access: 'public',
  summary: 'E-mails a single-use password reset link; answers the same whether or not the account exists.',
  body: forgotPasswordSchema,
  response: z.object({ status: z.literal('sent') }),
  successStatus: 202,
  needs: { table: { access: 'write', partitions: ['USER', 'LINK', 'RATELIMIT'] }, userPool: ['AdminGetUser'], email: true, originSecret: true },
  // Sends a mail.
  throttle: { rateLimit: 5, burstLimit: 10 },
});
