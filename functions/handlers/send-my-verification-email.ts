import { sendMyVerificationEmail } from '#shared/api/routes/send-my-verification-email.ts';
import { clientOf, takeRateLimits } from '../services/abuse-limits';
import { resendVerification } from '../services/resend-verification';
import { route } from '../http/route';

/** Login of an unverified physician: the password was just proven, so a new link goes to the account's address. */
export const handler = route(sendMyVerificationEmail, async ({ record: { account }, event }) => {
  // The same counters as the public re-send, before "sent" or "already verified".
  await takeRateLimits('verificationResend', { client: clientOf(event), address: account.email });
  return resendVerification(account);
});
