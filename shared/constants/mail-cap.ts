/**
 * The stage's hourly cap on verification and password-reset e-mails (functions/services/mail-cap.ts):
 * its default, for the synth configuration (`mailHourlyCap`, infra/config.ts) and for a function
 * started without MAIL_HOURLY_CAP, and the metric counted when it holds a mail back, which an alarm
 * reads (infra/stacks/ops-stack.ts).
 */
export const defaultMailHourlyCap = 500;

/** Counted (functions/http/metrics.ts, countEvent) each time a capped mail is held back. */
export const mailCapMetric = 'MailCapReached';
