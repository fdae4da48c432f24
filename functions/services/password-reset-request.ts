import { createHash } from 'node:crypto';
import { queueMail, type QueuedMail } from '../adapters/mail-outbox';
import { findPoolUserId } from '../adapters/user-pool';
import { givesUpAt } from './queued-mail-lifetimes';

/**
 * Where a reset request for an address with no account writes its item: a partition no account
 * has (a Cognito sub is a UUID), one per address, so repeated requests replace one item.
 */
export function standInUserId(email: string): string {
  return `unknown-${createHash('sha256').update(`reset-request:${email.toLowerCase()}`).digest('hex').slice(0, 32)}`;
}

/**
 * Forgot password: takes the same path, with the same calls, whether or not an account uses the
 * address, so neither the answer nor its timing tells who has an account (issue 27). One pool look-up,
 * then one queued reset mail, due now: in the account's outbox when there is one, for the
 * deliver-queued-mail job to send (at most one link a minute per account, within the hourly mail
 * cap, retried while SES refuses, given up when the hour asked in ends, as the link it sends does);
 * otherwise the same item in a stand-in partition, left out of the outbox list so the job never
 * sees it, removed by the table's TTL. No mail is sent while the caller waits.
 */
export async function requestPasswordReset(email: string, now = Date.now()): Promise<void> {
  const userId = await findPoolUserId(email);
  const mail: QueuedMail = {
    kind: 'resetPassword',
    userId: userId ?? standInUserId(email),
    attempts: 0,
    dueAt: now,
    createdAt: now,
    givesUpAt: givesUpAt({ kind: 'resetPassword' }, now),
  };
  await queueMail(mail, { listed: userId !== undefined });
}
