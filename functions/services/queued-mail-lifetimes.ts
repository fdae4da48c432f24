import type { QueuedMailContent } from '../adapters/mail-outbox';
import { linkLifetimes } from './link-token';

// Apart from queued-mail.ts, so that a function that only queues a mail (a password-reset request)
// bundles neither the mailer nor SES.

/** How long a queued verification or review e-mail may wait before the job gives up. */
export const queuedMailLifetimeMs = 7 * 24 * 60 * 60 * 1000;

/**
 * When the job gives up on a mail queued at `createdAt` (epoch ms): a reset link only within the
 * hour it was asked for (the link it sends stops working at that time too, so it never outlives the
 * request); an e-mail-change notice while its undo link works; the others after a week (the login
 * re-sends a verification link anyway; a review stays listed on the physician's page).
 */
export function givesUpAt(mail: QueuedMailContent, createdAt: number): number {
  switch (mail.kind) {
    case 'resetPassword':
      return createdAt + linkLifetimes.resetPassword;
    case 'emailChangedNotice':
      return mail.linkValidUntil * 1000;
    default:
      return createdAt + queuedMailLifetimeMs;
  }
}
