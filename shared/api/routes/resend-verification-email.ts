import { verifyEmailSchema } from '#shared/forms/account-email.ts';
import { verificationSentSchema } from '../route-schemas';
import { defineRoute } from '../route-definition';

export const resendVerificationEmail = defineRoute('resendVerificationEmail', {
  method: 'POST',
  path: '/email-verification/resend',
  area: 'account',
  access: 'public',
  summary: 'Sends a fresh verification link for the account of an expired or used link.',
  body: verifyEmailSchema,
  response: verificationSentSchema,
  needs: { table: { access: 'write', partitions: ['USER', 'LINK', 'RATELIMIT'] }, email: true, originSecret: true },
  // Sends a mail; people need it seldom.
  throttle: { rateLimit: 2, burstLimit: 5 },
});
