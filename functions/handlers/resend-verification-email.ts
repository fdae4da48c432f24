import { resendVerificationEmail } from '#shared/api/routes/resend-verification-email.ts';
import { route } from '../http/route';
import { clientOf, takeRateLimit } from '../services/abuse-limits';
import { resendForLink } from '../services/resend-verification';

/** The verification page's "send me a new link": the old link (expired or used) says whose account. */
export const handler = route(resendVerificationEmail, async ({ body, event }) => {
  // Before the link is looked up: tokens cannot be tried faster than this.
  await takeRateLimit('verificationResend', 'client', clientOf(event));
  return resendForLink(body.token);
});
