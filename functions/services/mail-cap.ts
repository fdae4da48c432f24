import * as z from 'zod/mini';
import '#shared/zod-locale.ts';
import { defaultMailHourlyCap, mailCapMetric } from '#shared/constants/mail-cap.ts';
import type { QueuedMailKind } from '../adapters/mail-outbox';
import { parseEnv } from '../adapters/env';
import { takeAllowance } from '../adapters/rate-limit-counters';
import { countEvent } from '../http/metrics';

/**
 * The stage's hourly cap on the mails anyone can make us send to an address of their choosing:
 * verification links (signup, re-sends, e-mail changes) and password-reset links. The per-address
 * and per-client limits (rate-limits.ts) stop one address or one client; a flood from many
 * clients with fresh addresses would still be mailed, bouncing, and spend the sender's reputation
 * with SES (which reviews an account at a 5 % bounce rate). So every such send, at once or by the
 * deliver-queued-mail job, takes one from a single counter per stage (its table) and hour; once the
 * hour's budget is spent, the mail waits in the outbox until the next hour's budget allows it, and
 * MailCapReached is counted (an alarm watches it). Other mails (review ready, the old address's
 * notice) go to accounts already proven and are not counted.
 *
 * MAIL_HOURLY_CAP comes from the synth configuration (`mailHourlyCap`, infra/config.ts), set on
 * every function that sends mail; the embedded stack sets its own. A malformed value fails the cold
 * start; none at all (a bench or script run) means the default.
 */
const env = parseEnv({
  MAIL_HOURLY_CAP: z._default(z.string().check(z.regex(/^[1-9]\d{0,6}$/, 'a whole number from 1')), String(defaultMailHourlyCap)),
});

/** The stage's hourly cap on verification and password-reset mails. */
export const mailHourlyCap = Number(env.MAIL_HOURLY_CAP);

/** The kinds of mail the cap counts: those a stranger can ask for, to any address. */
export const cappedMailKinds: readonly QueuedMailKind[] = ['verifyEmail', 'resetPassword'];

export const isCappedMail = (kind: QueuedMailKind) => cappedMailKinds.includes(kind);

/** The one counter's names (RATELIMIT#mailHourlyCap#stage#<hash>): one per stage, as each stage has its table. */
export const mailCapCounter = { action: 'mailHourlyCap', scope: 'stage', subject: 'all' } as const;

/** What the budget said: go, or wait until `notBefore` (epoch ms), when the hour's window ends. */
export type MailBudget = { readonly allowed: true } | { readonly allowed: false; readonly notBefore: number };

/**
 * Takes one mail from the hour's budget, or says when the next hour's budget starts (and counts
 * MailCapReached). The window is fixed from the first send in it, like the abuse limits'.
 */
export async function takeMailBudget(now = Date.now()): Promise<MailBudget> {
  const { action, scope, subject } = mailCapCounter;
  const allowance = await takeAllowance(action, scope, subject, { max: mailHourlyCap, windowSeconds: 3600 }, now);
  if (allowance.allowed) return allowance;
  countEvent(mailCapMetric);
  // The window's end, to the second it is stored in.
  return { allowed: false, notBefore: (Math.floor(now / 1000) + allowance.retryAfterSeconds) * 1000 };
}
