import { deleteLinkToken, saveLinkToken, type LinkPurpose } from '../adapters/link-tokens';
import { linkLifetimes, newLinkToken } from './link-token';
import { appLink, sendEmail, type Email, type SendOutcome } from '../adapters/mailer';

export interface Recipient {
  readonly userId: string;
  readonly email: string;
  readonly firstName: string;
}

const pagePaths = { verifyEmail: '/verify', resetPassword: '/resetPassword', undoEmailChange: '/email-change/undo' } as const satisfies Record<
  LinkPurpose,
  string
>;

/**
 * Stores a new single-use link (only its hash) and returns the hash, the web app's URL for it and
 * when it stops working (epoch seconds). `emailVerified`: for undo links, the old address's state;
 * `validUntil`: an earlier end than the purpose's lifetime (a queued link keeps the time it was asked for).
 */
export async function createLink(
  recipient: Recipient,
  purpose: LinkPurpose,
  now = Date.now(),
  { validUntil: end, ...details }: { emailVerified?: boolean; validUntil?: number } = {},
): Promise<{ tokenHash: string; url: string; validUntil: number }> {
  const { token, tokenHash } = newLinkToken();
  const validUntil = Math.min(end ?? Infinity, Math.ceil((now + linkLifetimes[purpose]) / 1000));
  await saveLinkToken(recipient.userId, { tokenHash, purpose, email: recipient.email, createdAt: now, validUntil, ...details });
  return { tokenHash, url: appLink(pagePaths[purpose], { token }), validUntil };
}

/**
 * A fresh link, e-mailed to the recipient in the mail `render` writes around it. A link whose mail
 * does not go (SES refused, or the address is suppressed) is removed again; SES's error goes on.
 */
export async function mailWithFreshLink(
  recipient: Recipient,
  purpose: LinkPurpose,
  now: number,
  details: Parameters<typeof createLink>[3],
  render: (url: string) => Email,
): Promise<SendOutcome> {
  const link = await createLink(recipient, purpose, now, details);
  try {
    const outcome = await sendEmail(recipient.email, render(link.url));
    if (outcome === 'suppressed') await deleteLinkToken(link.tokenHash);
    return outcome;
  } catch (error) {
    await deleteLinkToken(link.tokenHash);
    throw error;
  }
}
