import { SendEmailCommand, SESv2Client } from '@aws-sdk/client-sesv2';
import * as z from 'zod/mini';
import '../../shared/zod-locale';
import type { Email } from './email-templates';
import { parseEnv } from './env';

// Created once per container; SES v2's endpoint comes from the standard AWS variables.
const env = parseEnv({ SENDER_EMAIL: z.string().check(z.minLength(3)), WEB_ORIGIN: z.url() });
const ses = new SESv2Client({});
const webOrigin = env.WEB_ORIGIN.replace(/\/+$/, '');

/** An absolute link into the web app, e.g. appLink('/verify', { token }). */
export function appLink(path: `/${string}`, query: Record<string, string> = {}): string {
  const search = new URLSearchParams(query).toString();
  return `${webOrigin}${path}${search ? `?${search}` : ''}`;
}

/**
 * An absolute link whose parameters travel in the fragment (`/page#token=...`): browsers never send
 * a fragment to a server, so no access log or Referer holds the token. The page reads location.hash.
 */
export function appFragmentLink(path: `/${string}`, fragment: Record<string, string>): string {
  return `${webOrigin}${path}#${new URLSearchParams(fragment).toString()}`;
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
