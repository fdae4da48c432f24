import { sendMyVerificationEmail } from '../../shared/api/routes/send-my-verification-email';
import { getAccount } from '../data/accounts';
import { clientOf, takeRateLimits } from '../lib/abuse-limits';
import { notFound } from '../lib/errors';
import { resendVerification } from '../lib/resend-verification';
import { route } from '../lib/route';

/** Login of an unverified physician: the password was just proven, so a new link goes to the account's address. */
export const handler = route(sendMyVerificationEmail, async ({ principal, event }) => {
  const account = await getAccount(principal.userId);
  if (!account) throw notFound('Account not found.');
  // The same counters as the public re-send, before "sent" or "already verified".
  await takeRateLimits('verificationResend', { client: clientOf(event), address: account.email });
  return resendVerification(account);
});
