import { claimLinkSend, getAccount } from '../adapters/accounts';
import { deleteLinkToken } from '../adapters/link-tokens';
import { deferMail, dueMails, queueMail, queuedMailLifetimeMs, removeQueuedMail, type QueuedMail } from '../adapters/mail-outbox';
import { loggableError, logger } from '../http/observability';
import { createLink, mailVerificationLink, type Recipient } from './account-links';

/**
 * What became of a verification e-mail: sent; delayed (SES refused it, e.g. in its sandbox or an
 * outage, so it waits in the outbox and the deliver-queued-mail job tries again); or blocked (the
 * address bounced or complained before: the product no longer mails it).
 */
export type VerificationMailOutcome = 'sent' | 'delayed' | 'blocked';

/** When the next attempt is due after `failures` refusals: 1, 2, 4 … minutes, at most an hour apart. */
export function retryDelayMs(failures: number): number {
  return Math.min(60_000 * 2 ** Math.max(0, failures - 1), 60 * 60_000);
}

/** A fresh link, e-mailed; when SES refuses, the link is removed again and the error goes on. */
async function mailFreshLink(recipient: Recipient, reason: QueuedMail['reason'], now: number): Promise<'sent' | 'blocked'> {
  const link = await createLink(recipient, 'verifyEmail', now);
  try {
    const outcome = await mailVerificationLink(recipient, link.url, reason);
    if (outcome === 'suppressed') await deleteLinkToken(link.tokenHash);
    return outcome === 'sent' ? 'sent' : 'blocked';
  } catch (error) {
    await deleteLinkToken(link.tokenHash);
    throw error;
  }
}

/**
 * Sends a verification link now or, when SES refuses, queues it for the job: an account never
 * depends on SES being able to send at that moment. Table errors still throw.
 */
export async function sendOrQueueVerification(
  recipient: Recipient,
  reason: QueuedMail['reason'],
  now = Date.now(),
): Promise<VerificationMailOutcome> {
  try {
    const outcome = await mailFreshLink(recipient, reason, now);
    // A link went out (or cannot): an earlier queued one would only repeat it.
    await removeQueuedMail(recipient.userId, 'verifyEmail');
    return outcome;
  } catch (error) {
    logger.warn('Verification e-mail refused; queued for another attempt', { error: loggableError(error, [recipient.email]) });
    await queueMail({ userId: recipient.userId, kind: 'verifyEmail', reason, attempts: 1, dueAt: now + retryDelayMs(1), createdAt: now });
    return 'delayed';
  }
}

/**
 * The deliver-queued-mail job: every queued mail that is due is sent with a fresh link for the
 * account's current address, or moved to its next attempt. A mail no longer needed (the account is
 * gone or verified) or older than the outbox keeps mail is dropped. Returns what it did.
 */
export async function deliverQueuedMail(now = Date.now(), batch = 25): Promise<{ sent: number; deferred: number; dropped: number }> {
  const tally = { sent: 0, deferred: 0, dropped: 0 };
  for (const mail of await dueMails(now, batch)) {
    const account = await getAccount(mail.userId);
    if (!account || account.emailVerified || now - mail.createdAt > queuedMailLifetimeMs) {
      if (account && !account.emailVerified) logger.error('Gave up on a queued verification e-mail', { attempts: mail.attempts });
      await removeQueuedMail(mail.userId, mail.kind);
      tally.dropped += 1;
      continue;
    }
    const recipient = { userId: account.userId, email: account.email, firstName: account.firstName };
    try {
      const outcome = await mailFreshLink(recipient, mail.reason, now);
      await removeQueuedMail(mail.userId, mail.kind);
      if (outcome === 'sent') {
        // A link went out: the re-send throttle starts from it, as after a signup that could send.
        await claimLinkSend(account.userId, 'verificationSentAt', now, 0);
        tally.sent += 1;
      } else tally.dropped += 1;
    } catch (error) {
      logger.warn('Queued verification e-mail refused again', { attempts: mail.attempts, error: loggableError(error, [account.email]) });
      await deferMail(mail, now + retryDelayMs(mail.attempts + 1));
      tally.deferred += 1;
    }
  }
  return tally;
}
