import type { Account } from '#shared/api/account.ts';
import { requestTypeInfo, type RequestType } from '#shared/constants/request-types.ts';
import { claimLinkSend, getAccount } from '../adapters/accounts';
import { deferMail, dueMails, queueMail, removeQueuedMail, type QueuedMail, type QueuedMailContent } from '../adapters/mail-outbox';
import { appLink, sendEmail, type SendOutcome } from '../adapters/mailer';
import { getRequest } from '../adapters/requests';
import { loggableError, logger } from '../http/observability';
import { mailWithFreshLink } from './account-links';
import { twoStepSetupPath } from '#shared/access.ts';
import { displayName } from '#shared/format.ts';
import { awaitsApproval, receivesStaffApprovalMail } from '#shared/permissions.ts';
import {
  accountDeletedEmail,
  emailChangedNotice,
  passwordResetEmail,
  reviewDeliveredEmail,
  staffApprovedEmail,
  staffAwaitingApprovalEmail,
  twoStepResetEmail,
  twoStepTurnedOnEmail,
  verificationEmail,
} from './email-templates';
import { linkResendIntervalMs } from './link-token';
import { givesUpAt, queuedMailLifetimeMs } from './queued-mail-lifetimes';
import { isCappedMail, takeMailBudget, type MailBudget } from './mail-cap';

/**
 * What became of a mail: sent; delayed (SES refused it, e.g. in its sandbox or an outage, or the
 * stage's hourly budget for such mails is spent, so it waits in the outbox and the
 * deliver-queued-mail job tries again); or blocked (the address bounced or complained before: the
 * product no longer mails it).
 */
export type MailOutcome = 'sent' | 'delayed' | 'blocked';

/** When the next attempt is due after `failures` refusals: 1, 2, 4 … minutes, at most an hour apart. */
export function retryDelayMs(failures: number): number {
  return Math.min(60_000 * 2 ** Math.max(0, failures - 1), 60 * 60_000);
}

export { givesUpAt, queuedMailLifetimeMs } from './queued-mail-lifetimes';

/**
 * Sends a mail now or, when SES refuses (or the send fails on the way, e.g. making its link),
 * queues it for the job: no mail is lost to SES being unable to send at that moment. A mail sent
 * (or blocked) removes one of the same slot still queued, so one arrives, not two. Only the queue
 * write can throw. `to` is scrubbed from the log line.
 *
 * A verification or reset mail first takes one from the stage's hourly budget (mail-cap.ts): when
 * it is spent the mail is queued, due when the next hour's budget starts ('delayed'); when the
 * budget cannot be read, it is queued for the job to count and send.
 */
export async function sendOrQueue(
  userId: string,
  mail: QueuedMailContent,
  to: string,
  send: () => Promise<SendOutcome>,
  now = Date.now(),
): Promise<MailOutcome> {
  if (isCappedMail(mail.kind)) {
    const budget = await takeMailBudget(now).catch((error: unknown): MailBudget => {
      logger.warn('Mail budget not read; queued for the job', { kind: mail.kind, error: loggableError(error, [to]) });
      return { allowed: false, notBefore: now };
    });
    if (!budget.allowed) {
      await queueMail({ ...mail, userId, attempts: 0, dueAt: budget.notBefore, createdAt: now, givesUpAt: givesUpAt(mail, now) });
      return 'delayed';
    }
  }
  try {
    const outcome = await send();
    await removeQueuedMail(userId, mail);
    return outcome === 'sent' ? 'sent' : 'blocked';
  } catch (error) {
    logger.warn('E-mail refused; queued for another attempt', { kind: mail.kind, error: loggableError(error, [to]) });
    await queueMail({ ...mail, userId, attempts: 1, dueAt: now + retryDelayMs(1), createdAt: now, givesUpAt: givesUpAt(mail, now) });
    return 'delayed';
  }
}

/** Whether a queued mail still has a purpose: a verification for an unverified account, a review for a request still there. */
async function stillWanted(mail: QueuedMail, account: Account): Promise<boolean> {
  if (mail.kind === 'verifyEmail') return !account.emailVerified;
  if (mail.kind === 'reviewDelivered') return Boolean((await getRequest(account.userId, mail.type, mail.submittedAt))?.reviewed);
  if (mail.kind === 'staffApproved') return account.approved;
  if (mail.kind === 'staffAwaitingApproval') {
    const staff = await getAccount(mail.staffUserId);
    return receivesStaffApprovalMail(account) && staff !== undefined && awaitsApproval(staff);
  }
  return true;
}

/** Renders and sends one queued mail, with a fresh link where the kind has one (removed again when the mail does not go). */
function sendQueued(mail: QueuedMail, account: Account | undefined, now: number): Promise<SendOutcome> {
  // The one kind sent with no account: the mail holds its address and name.
  if (mail.kind === 'accountDeleted') return mailAccountDeleted(mail.email, mail.firstName);
  // deliverQueuedMail dropped every other mail whose account is gone.
  if (!account) return Promise.resolve('suppressed');
  const recipient = { userId: account.userId, email: account.email, firstName: account.firstName };
  const { firstName } = account;
  switch (mail.kind) {
    case 'verifyEmail':
      return mailWithFreshLink(recipient, 'verifyEmail', now, {}, (url) => verificationEmail({ firstName, url, reason: mail.reason }));
    case 'resetPassword':
      // The link works until the hour the person asked in ends, as a link sent at once would.
      return mailWithFreshLink(recipient, 'resetPassword', now, { validUntil: Math.ceil(givesUpAt(mail, mail.createdAt) / 1000) }, (url) =>
        passwordResetEmail({ firstName, url }),
      );
    case 'emailChangedNotice':
      // To the old address, with an undo link ending when the address stops being held for it.
      return mailWithFreshLink(
        { ...recipient, email: mail.oldEmail },
        'undoEmailChange',
        now,
        { emailVerified: true, validUntil: mail.linkValidUntil },
        (url) => emailChangedNotice({ firstName, newEmail: mail.newEmail, url }),
      );
    case 'reviewDelivered':
      return mailReviewDelivered(account.email, firstName, mail.type, mail.submittedAt);
    case 'twoStepTurnedOn':
      return mailTwoStepTurnedOn(account.email, firstName);
    case 'staffApproved':
      return mailStaffApproved(account.email, firstName);
    case 'twoStepReset':
      return mailTwoStepReset(account.email, firstName);
    case 'staffAwaitingApproval':
      return getAccount(mail.staffUserId).then((staff) =>
        // stillWanted found the account a moment ago; gone since, nothing is sent.
        staff ? mailStaffAwaitingApproval(account, staff) : 'suppressed',
      );
  }
}

/**
 * "Your account was deleted" (issue 37), to the address the deleted account had, with the Contact
 * page (where the staff address is) as the one link: it carries no secret.
 */
export function mailAccountDeleted(to: string, firstName: string): Promise<SendOutcome> {
  return sendEmail(to, accountDeletedEmail({ firstName, contactUrl: appLink('/contact') }));
}

/** "Your review is ready" for the request of `type` submitted at `submittedAt`, linking to its list. */
export function mailReviewDelivered(to: string, firstName: string, type: RequestType, submittedAt: number): Promise<SendOutcome> {
  return sendEmail(to, reviewDeliveredEmail({ firstName, type, submittedAt, url: appLink(requestTypeInfo[type].listPath) }));
}

/** "Two-step sign-in was turned on", so the holder of the account hears of every change of it made through the product. */
export function mailTwoStepTurnedOn(to: string, firstName: string): Promise<SendOutcome> {
  return sendEmail(to, twoStepTurnedOnEmail({ firstName, url: appLink(twoStepSetupPath) }));
}

/** "Your staff account is approved" (issue 29): the dashboard opens at the next sign-in. */
export function mailStaffApproved(to: string, firstName: string): Promise<SendOutcome> {
  return sendEmail(to, staffApprovedEmail({ firstName, url: appLink('/login') }));
}

/** "Your two-step sign-in was reset" (issue 29), to the holder, who sets it up again at the next sign-in. */
export function mailTwoStepReset(to: string, firstName: string): Promise<SendOutcome> {
  return sendEmail(to, twoStepResetEmail({ firstName, url: appLink('/login') }));
}

/** To one admin: `staff` waits for approval, with a link to Settings. */
export function mailStaffAwaitingApproval(
  admin: { email: string; firstName: string },
  staff: { email: string; firstName: string; lastName: string },
): Promise<SendOutcome> {
  return sendEmail(
    admin.email,
    staffAwaitingApprovalEmail({
      firstName: admin.firstName,
      staffName: displayName(staff),
      staffEmail: staff.email,
      url: appLink('/dashboard/settings'),
    }),
  );
}

/** Addresses a queued mail's log lines must not show. */
const addressesOf = (mail: QueuedMail, account: Account | undefined) =>
  mail.kind === 'emailChangedNotice'
    ? [account?.email ?? '', mail.oldEmail, mail.newEmail]
    : mail.kind === 'accountDeleted'
      ? [mail.email, mail.firstName]
      : [account?.email ?? ''];

/**
 * The deliver-queued-mail job: every queued mail that is due is rendered and sent (with a fresh
 * link where it has one), or moved to its next attempt. A mail no longer needed (the account is
 * gone or verified, the request gone), past its lifetime, or to a suppressed address is dropped,
 * with a log line naming only its kind. A verification or reset mail takes one from the hour's
 * budget first (mail-cap.ts); once it is spent, it and the run's other such mails wait for the next
 * hour's. A reset link goes at most once a minute per account (a request only queues it; the job
 * sends it, and holds a second one until the minute is over). Returns what it did.
 */
export async function deliverQueuedMail(now = Date.now(), batch = 25): Promise<{ sent: number; deferred: number; dropped: number }> {
  const tally = { sent: 0, deferred: 0, dropped: 0 };
  // Once the budget says no, the run's other capped mails wait too, without asking again.
  let budgetSpentUntil: number | undefined;
  for (const mail of await dueMails(now, batch)) {
    // A deleted account's notice has no account behind it, by design.
    const account = mail.kind === 'accountDeleted' ? undefined : await getAccount(mail.userId);
    const drop = async (why?: string, level: 'warn' | 'error' = 'warn') => {
      if (why) logger[level](why, { kind: mail.kind, attempts: mail.attempts });
      await removeQueuedMail(mail.userId, mail);
      tally.dropped += 1;
    };
    if (mail.kind !== 'accountDeleted' && (!account || !(await stillWanted(mail, account)))) {
      await drop();
      continue;
    }
    // Items queued before `givesUpAt` was stored were all verification e-mails, kept a week.
    if (now >= (mail.givesUpAt ?? mail.createdAt + queuedMailLifetimeMs)) {
      await drop('Gave up on a queued e-mail: its lifetime ended', 'error');
      continue;
    }
    if (isCappedMail(mail.kind)) {
      const budget: MailBudget = budgetSpentUntil === undefined ? await takeMailBudget(now) : { allowed: false, notBefore: budgetSpentUntil };
      if (!budget.allowed) {
        budgetSpentUntil = budget.notBefore;
        await deferMail(mail, budget.notBefore, mail.attempts);
        tally.deferred += 1;
        continue;
      }
    }
    // A reset link went out (or was tried) less than a minute ago: this one waits for the minute to end.
    if (mail.kind === 'resetPassword' && !(await claimLinkSend(mail.userId, 'resetSentAt', now, linkResendIntervalMs))) {
      await deferMail(mail, now + linkResendIntervalMs, mail.attempts);
      tally.deferred += 1;
      continue;
    }
    try {
      const outcome = await sendQueued(mail, account, now);
      if (outcome === 'suppressed') {
        await drop('Dropped a queued e-mail: the address is suppressed');
        continue;
      }
      await removeQueuedMail(mail.userId, mail);
      // A link went out: the re-send throttle starts from it, as after a signup that could send.
      if (mail.kind === 'verifyEmail') await claimLinkSend(mail.userId, 'verificationSentAt', now, 0);
      tally.sent += 1;
    } catch (error) {
      logger.warn('Queued e-mail refused again', {
        kind: mail.kind,
        attempts: mail.attempts,
        error: loggableError(error, addressesOf(mail, account)),
      });
      await deferMail(mail, now + retryDelayMs(mail.attempts + 1));
      tally.deferred += 1;
    }
  }
  return tally;
}
