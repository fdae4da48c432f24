import { claimLinkSend, getAccount } from '../adapters/accounts';
import { findPoolUserId } from '../adapters/user-pool';
import { sendPasswordResetLink } from './account-links';
import { linkResendIntervalMs } from './link-token';

/**
 * Forgot password: a link goes out when an account uses the address and none went out in the last
 * minute. The caller answers the same either way, so it tells nobody who has an account.
 */
export async function requestPasswordReset(email: string, now = Date.now()): Promise<void> {
  const userId = await findPoolUserId(email);
  const account = userId ? await getAccount(userId) : undefined;
  if (account && (await claimLinkSend(account.userId, 'resetSentAt', now, linkResendIntervalMs))) {
    await sendPasswordResetLink({ userId: account.userId, email: account.email, firstName: account.firstName }, now);
  }
}
