import type { RouteNeeds } from './api/route-definition';

/**
 * Functions that no HTTP route calls: a schedule or an AWS event starts them. Declared like the
 * contract's routes (what they touch, `needs`), so the CDK grants exactly that and the embedded
 * stack runs them under the same declaration (infra/local/gateway/table-access.ts). The handler
 * lives in functions/jobs/<kebab-case id>.ts.
 */
export interface JobDefinition {
  readonly id: string;
  readonly summary: string;
  /** What starts it: a schedule (EventBridge; a timer in the embedded stack) or SES's bounce and complaint events (SNS). */
  readonly trigger: { readonly every: { readonly minutes: number } } | 'sesFeedback';
  readonly needs: RouteNeeds;
}

function defineJob<const Id extends string>(id: Id, job: Omit<JobDefinition, 'id'>): JobDefinition & { readonly id: Id } {
  return { ...job, id };
}

/** Sends the verification e-mails SES refused before (its sandbox, an outage), with retries. */
export const deliverQueuedMail = defineJob('deliverQueuedMail', {
  summary: 'Sends queued verification e-mails that SES refused earlier, with a fresh link each, and retries with back-off.',
  trigger: { every: { minutes: 1 } },
  // USER: the account and its queued mail (same partition); LINK: the fresh link; MAIL_OUTBOX: what is due.
  needs: { table: { access: 'write', partitions: ['USER', 'LINK'], lists: ['MAIL_OUTBOX'] }, email: true },
});

/** Records SES's bounce and complaint events as suppressions, so the mailer stops mailing those addresses. */
export const recordMailFeedback = defineJob('recordMailFeedback', {
  summary: 'Records permanent bounces and complaints reported by SES as suppressed addresses.',
  trigger: 'sesFeedback',
  needs: { table: { access: 'write', partitions: ['SUPPRESSION'] } },
});

export const jobs: readonly JobDefinition[] = [deliverQueuedMail, recordMailFeedback];
