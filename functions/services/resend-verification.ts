import type { Account } from '#shared/api/account.ts';
import * as authMessages from '#shared/messages/auth.ts';
import * as verificationMessages from '#shared/messages/verification.ts';
import { claimLinkSend, getAccount } from '../adapters/accounts';
import { getLinkToken } from '../adapters/link-tokens';
import { tooManyRequests } from '../http/errors';
import { linkRefusal } from '../http/link-refusal';
import { takeRateLimit } from './abuse-limits';
import { sendOrQueueVerification, type VerificationMailOutcome } from './verification-mail';
import { hashLinkToken, linkResendIntervalMs } from './link-token';

/**
 * Sends a fresh verification link unless the account is verified already, or a link went out
 * less than a minute ago: then 429 with the spec's "too many attempts" text, which points to the
 * link already sent. When SES refuses, the link is queued ('delayed'); a suppressed address is 'blocked'.
 */
export async function resendVerification(account: Account, now = Date.now()): Promise<{ status: VerificationMailOutcome | 'alreadyVerified' }> {
  if (account.emailVerified) return { status: 'alreadyVerified' };
  if (!(await claimLinkSend(account.userId, 'verificationSentAt', now, linkResendIntervalMs))) {
    throw tooManyRequests(authMessages.tooManyAttempts);
  }
  const status = await sendOrQueueVerification({ userId: account.userId, email: account.email, firstName: account.firstName }, 'resend', now);
  return { status };
}

/**
 * The verification page's "send me a new link": the old link (expired or used) says whose account.
 * The caller has counted the client already (tokens cannot be tried faster than that); the address
 * is counted once the link has said whose account it is, before "sent" or "already verified".
 */
export async function resendForLink(token: string, now = Date.now()): ReturnType<typeof resendVerification> {
  const link = await getLinkToken(hashLinkToken(token));
  if (!link || link.purpose !== 'verifyEmail') throw linkRefusal('unknown', verificationMessages);
  const account = await getAccount(link.userId);
  if (!account || account.email !== link.email) throw linkRefusal('unknown', verificationMessages);
  await takeRateLimit('verificationResend', 'address', account.email, now);
  return resendVerification(account, now);
}
