import { saveLinkToken, type LinkPurpose } from '../adapters/link-tokens';
import { emailChangedNotice, passwordResetEmail, verificationEmail, type VerificationReason } from './email-templates';
import { linkLifetimes, newLinkToken } from './link-token';
import { appLink, sendEmail, type SendOutcome } from '../adapters/mailer';

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
 * when it stops working (epoch seconds). `emailVerified`: for undo links, the old address's state.
 */
export async function createLink(
  recipient: Recipient,
  purpose: LinkPurpose,
  now = Date.now(),
  details: { emailVerified?: boolean } = {},
): Promise<{ tokenHash: string; url: string; validUntil: number }> {
  const { token, tokenHash } = newLinkToken();
  const validUntil = Math.ceil((now + linkLifetimes[purpose]) / 1000);
  await saveLinkToken(recipient.userId, { tokenHash, purpose, email: recipient.email, createdAt: now, validUntil, ...details });
  return { tokenHash, url: appLink(pagePaths[purpose], { token }), validUntil };
}

export async function mailVerificationLink(recipient: Recipient, url: string, reason: VerificationReason): Promise<SendOutcome> {
  return sendEmail(recipient.email, verificationEmail({ firstName: recipient.firstName, url, reason }));
}

/** A new password reset link, stored and e-mailed. */
export async function sendPasswordResetLink(recipient: Recipient, now = Date.now()): Promise<void> {
  const { url } = await createLink(recipient, 'resetPassword', now);
  await sendEmail(recipient.email, passwordResetEmail({ firstName: recipient.firstName, url }));
}

/** Tells the OLD address that the sign-in e-mail changed, with the undo link made by createLink(…, 'undoEmailChange'). */
export async function mailEmailChangedNotice(oldAddress: Recipient, newEmail: string, url: string): Promise<void> {
  await sendEmail(oldAddress.email, emailChangedNotice({ firstName: oldAddress.firstName, newEmail, url }));
}
