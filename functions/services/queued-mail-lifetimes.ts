import type { QueuedMailContent } from '../adapters/mail-outbox';
import { linkLifetimes } from './link-token';

// Apart from queued-mail.ts, so that a function that only queues a mail (a password-reset request)
// bundles neither the mailer nor SES.

/** How long a queued verification or review e-mail may wait before the job gives up. */
export const queuedMailLifetimeMs = 7 * 24 * 60 * 60 * 1000;

/**
 * How long a deleted account's notice may wait (it holds the address and first name of an account
 * that is otherwise gone): long enough for an SES outage, short enough to keep nothing for long.
 */
export const deletedAccountNoticeLifetimeMs = 3 * 24 * 60 * 60 * 1000;

/**
 * When the job gives up on a mail queued at `createdAt` (epoch ms): a reset link only within the
 * hour it was asked for (the link it sends stops working at that time too, so it never outlives the
 * request); an e-mail-change notice while its undo link works; a deleted account's notice after
 * three days; the others after a week (the login
 * re-sends a verification link anyway; a review stays listed on the physician's page).
 */
export function givesUpAt(mail: QueuedMailContent, createdAt: number): number {
  switch (mail.kind) {
    case 'resetPassword':
      return createdAt + linkLifetimes.resetPassword;
    case 'emailChangedNotice':
      return mail.linkValidUntil * 1000;
    case 'accountDeleted':
      return createdAt + deletedAccountNoticeLifetimeMs;
    default:
      return createdAt + queuedMailLifetimeMs;
  }
}
