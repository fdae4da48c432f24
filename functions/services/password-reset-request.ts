import { claimLinkSend, getAccount } from '../adapters/accounts';
import { findPoolUserId } from '../adapters/user-pool';
import { mailWithFreshLink } from './account-links';
import { passwordResetEmail } from './email-templates';
import { linkResendIntervalMs } from './link-token';
import { sendOrQueue } from './queued-mail';

/**
 * Forgot password: a link goes out when an account uses the address and none went out in the last
 * minute; when SES refuses, it is queued and the job sends it within the hour (issue 18). The caller
 * answers the same either way, so it tells nobody who has an account nor what became of the mail.
 */
export async function requestPasswordReset(email: string, now = Date.now()): Promise<void> {
  const userId = await findPoolUserId(email);
  const account = userId ? await getAccount(userId) : undefined;
  if (account && (await claimLinkSend(account.userId, 'resetSentAt', now, linkResendIntervalMs))) {
    const recipient = { userId: account.userId, email: account.email, firstName: account.firstName };
    await sendOrQueue(
      account.userId,
      { kind: 'resetPassword' },
      account.email,
      () => mailWithFreshLink(recipient, 'resetPassword', now, {}, (url) => passwordResetEmail({ firstName: account.firstName, url })),
      now,
    );
  }
}
