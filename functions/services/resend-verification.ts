import type { Account } from '../../shared/api/account';
import { messages } from '../../shared/messages';
import { claimLinkSend } from '../adapters/accounts';
import { sendVerificationLink } from './account-links';
import { linkResendIntervalMs } from './link-token';
import { tooManyRequests } from '../http/errors';

/**
 * Sends a fresh verification link unless the account is verified already, or a link went out
 * less than a minute ago: then 429 with the spec's "too many attempts" text, which points to the
 * link already sent.
 */
export async function resendVerification(account: Account, now = Date.now()): Promise<{ status: 'sent' | 'alreadyVerified' }> {
  if (account.emailVerified) return { status: 'alreadyVerified' };
  if (!(await claimLinkSend(account.userId, 'verificationSentAt', now, linkResendIntervalMs))) {
    throw tooManyRequests(messages.auth.tooManyAttempts);
  }
  await sendVerificationLink({ userId: account.userId, email: account.email, firstName: account.firstName }, 'resend', now);
  return { status: 'sent' };
}
