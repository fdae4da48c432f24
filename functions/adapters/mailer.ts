import { SendEmailCommand, SESv2Client } from '@aws-sdk/client-sesv2';
import * as z from 'zod/mini';
import '#shared/zod-locale.ts';
import { parseEnv } from './env';

// Created once per container; SES v2's endpoint comes from the standard AWS variables.
const env = parseEnv({ SENDER_EMAIL: z.string().check(z.minLength(3)), WEB_ORIGIN: z.url() });
const ses = new SESv2Client({});
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

/** Sends one e-mail with its HTML and text parts from the product's sender address. */
export async function sendEmail(to: string, email: Email): Promise<void> {
  await ses.send(
    new SendEmailCommand({
      FromEmailAddress: env.SENDER_EMAIL,
      Destination: { ToAddresses: [to] },
      Content: {
        Simple: {
          Subject: { Data: email.subject, Charset: 'UTF-8' },
          Body: { Html: { Data: email.html, Charset: 'UTF-8' }, Text: { Data: email.text, Charset: 'UTF-8' } },
        },
      },
    }),
  );
}
