import { mailWithFreshLink, type Recipient } from './account-links';
import { verificationEmail, type VerificationReason } from './email-templates';
import { sendOrQueue, type MailOutcome } from './queued-mail';

/** What became of a verification e-mail (see MailOutcome). */
export type VerificationMailOutcome = MailOutcome;

/**
 * Sends a fresh verification link now or, when SES refuses, queues it for the job: an account never
 * depends on SES being able to send at that moment. Table errors of the queue still throw.
 */
export function sendOrQueueVerification(recipient: Recipient, reason: VerificationReason, now = Date.now()): Promise<VerificationMailOutcome> {
  return sendOrQueue(
    recipient.userId,
    { kind: 'verifyEmail', reason },
    recipient.email,
    () => mailWithFreshLink(recipient, 'verifyEmail', now, {}, (url) => verificationEmail({ firstName: recipient.firstName, url, reason })),
    now,
  );
}
