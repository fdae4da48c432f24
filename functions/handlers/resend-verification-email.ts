import { resendVerificationEmail } from '../../shared/api/routes/resend-verification-email';
import { messages } from '../../shared/messages';
import { getAccount } from '../adapters/accounts';
import { getLinkToken } from '../adapters/link-tokens';
import { linkRefusal } from '../http/link-refusal';
import { clientOf, takeRateLimit } from '../services/abuse-limits';
import { hashLinkToken } from '../services/link-token';
import { resendVerification } from '../services/resend-verification';
import { route } from '../http/route';

/** The verification page's "send me a new link": the old link (expired or used) says whose account. */
export const handler = route(resendVerificationEmail, async ({ body, event }) => {
  // The client is counted before the link is looked up (tokens cannot be tried faster than this);
  // the address once the link has said whose account it is, before "sent" or "already verified".
  await takeRateLimit('verificationResend', 'client', clientOf(event));
  const link = await getLinkToken(hashLinkToken(body.token));
  if (!link || link.purpose !== 'verifyEmail') throw linkRefusal('unknown', messages.verification);
  const account = await getAccount(link.userId);
  if (!account || account.email !== link.email) throw linkRefusal('unknown', messages.verification);
  await takeRateLimit('verificationResend', 'address', account.email);
  return resendVerification(account);
});
