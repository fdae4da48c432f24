import * as z from 'zod/mini';
import '#shared/zod-locale.ts';
import { forgotPasswordSchema } from '#shared/forms/account-email.ts';
import { defineRoute } from '../route-definition';

export const requestPasswordReset = defineRoute('requestPasswordReset', {
  method: 'POST',
  path: '/password-reset',
  area: 'account',
  access: 'public',
  summary:
    'Queues a single-use password reset link for the outbox job to e-mail; takes the same path and answers the same whether or not the account exists.',
  body: forgotPasswordSchema,
  response: z.object({ status: z.literal('sent') }),
  successStatus: 202,
  // USER: the queued mail (in the account's outbox, or a stand-in partition for an unknown address); RATELIMIT: the
  // limits. No link and no mail here: the deliver-queued-mail job makes and sends them.
  needs: { table: { access: 'write', partitions: ['USER', 'RATELIMIT'] }, userPool: ['AdminGetUser'], originSecret: true },
  // Queues a mail.
  throttle: { rateLimit: 5, burstLimit: 10 },
});
