import { SendEmailCommand, SESv2Client } from '@aws-sdk/client-sesv2';
import * as z from 'zod/mini';
import '#shared/zod-locale.ts';
import { parseEnv } from './env';
import { isSuppressed } from './suppressions';

// Created once per container; SES v2's endpoint comes from the standard AWS variables.
// SES_CONFIGURATION_SET: the set that reports bounces and complaints (infra/stacks/api-stack.ts);
// the embedded SES has none.
const env = parseEnv({
  SENDER_EMAIL: z.string().check(z.minLength(3)),
  WEB_ORIGIN: z.url(),
  SES_CONFIGURATION_SET: z.optional(z.string().check(z.minLength(1))),
});
export const ses = new SESv2Client({});
const webOrigin = env.WEB_ORIGIN.replace(/\/+$/, '');

/** One e-mail: subject, HTML and a plain-text part (services/email-templates.ts writes them). */
export interface Email {
  readonly subject: string;
  readonly html: string;
  readonly text: string;
}

/**
 * An absolute link into the web app carrying a secret, e.g. appLink('/verify', { token }). The
 * values travel in the fragment (`/verify#token=…`), which browsers never send to a server, so no
 * access log (CloudFront's, a proxy's) ever holds them; the page reads them from location.hash.
 */
export function appLink(path: `/${string}`, secrets: Record<string, string> = {}): string {
  const fragment = new URLSearchParams(secrets).toString();
  return `${webOrigin}${path}${fragment ? `#${fragment}` : ''}`;
}

/** What became of a mail: sent, or not sent because the address bounced or complained before. */
export type SendOutcome = 'sent' | 'suppressed';

/**
 * Sends one e-mail with its HTML and text parts from the product's sender address, unless the
 * address is suppressed (a bounce or complaint was recorded for it: SES would pause an account
 * that keeps mailing such addresses). Throws when SES refuses (its sandbox, an outage).
 */
export async function sendEmail(to: string, email: Email): Promise<SendOutcome> {
  if (await isSuppressed(to)) return 'suppressed';
  await ses.send(
    new SendEmailCommand({
      FromEmailAddress: env.SENDER_EMAIL,
      ...(env.SES_CONFIGURATION_SET ? { ConfigurationSetName: env.SES_CONFIGURATION_SET } : {}),
      Destination: { ToAddresses: [to] },
      Content: {
        Simple: {
          Subject: { Data: email.subject, Charset: 'UTF-8' },
          Body: { Html: { Data: email.html, Charset: 'UTF-8' }, Text: { Data: email.text, Charset: 'UTF-8' } },
        },
      },
    }),
  );
  return 'sent';
}
