import { requestPasswordReset } from '../../shared/api/routes/request-password-reset';
import { claimLinkSend, getAccount } from '../adapters/accounts';
import { sendPasswordResetLink } from '../services/account-links';
import { clientOf, takeRateLimits } from '../services/abuse-limits';
import { linkResendIntervalMs } from '../services/link-token';
import { route } from '../http/route';
import { findPoolUserId } from '../adapters/user-pool';

/**
 * Forgot password. The answer is the same whether or not an account uses the address, and
 * whether or not a link was sent a minute ago, so it tells nobody who has an account.
 */
export const handler = route(requestPasswordReset, async ({ body, event }) => {
  // Counted for every address, known or not, so a refusal says nothing about who has an account.
  await takeRateLimits('passwordReset', { client: clientOf(event), address: body.email });
  const userId = await findPoolUserId(body.email);
  const account = userId ? await getAccount(userId) : undefined;
  const now = Date.now();
  if (account && (await claimLinkSend(account.userId, 'resetSentAt', now, linkResendIntervalMs))) {
    await sendPasswordResetLink({ userId: account.userId, email: account.email, firstName: account.firstName }, now);
  }
  return { status: 'sent' as const };
});
