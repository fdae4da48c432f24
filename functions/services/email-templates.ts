import { requestTypeInfo, typicalTurnaroundBusinessDays, type RequestType } from '#shared/constants/request-types.ts';
import { formatDateTime } from '#shared/format.ts';
import type { Email } from '../adapters/mailer';

/**
 * The product's e-mails as pure functions: subject, HTML and a plain-text part, so that every
 * mail client shows something readable. No AWS here; functions/adapters/mailer.ts sends them.
 */

export const siteName = 'Physician Contracts';

const escapes: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' };

/** Names come from signup forms: never let them become markup. */
export function escapeHtml(value: string): string {
  return value.replace(/[&<>"']/g, (character) => escapes[character] ?? character);
}

interface Layout {
  readonly subject: string;
  readonly greetingName: string;
  readonly paragraphs: readonly string[];
  readonly action: { readonly label: string; readonly url: string };
  readonly footnote: string;
}

/** "Hello Ada,", or "Hello," when no name is known (a deleted account's notice found only the address). */
const greeting = (name: string) => (name.trim() ? `Hello ${name},` : 'Hello,');

/** One layout for every mail: a heading with the product's name, text, one button, the raw link. */
function render({ subject, greetingName, paragraphs, action, footnote }: Layout): Email {
  const url = escapeHtml(action.url);
  const html = `<!doctype html>
<html lang="en">
<head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><title>${escapeHtml(subject)}</title></head>
<body style="margin:0;padding:0;background:#f5f7fa;font-family:Arial,Helvetica,sans-serif;color:#1c2430;">
<table role="presentation" width="100%" cellpadding="0" cellspacing="0" style="background:#f5f7fa;padding:24px 0;">
<tr><td align="center">
<table role="presentation" width="100%" cellpadding="0" cellspacing="0" style="max-width:560px;background:#ffffff;border:1px solid #d5dbe3;border-radius:10px;">
<tr><td style="padding:24px 32px;border-bottom:1px solid #d5dbe3;font-size:20px;font-weight:bold;color:#07425a;">${siteName}</td></tr>
<tr><td style="padding:24px 32px;font-size:16px;line-height:1.5;">
<p style="margin:0 0 16px;">${escapeHtml(greeting(greetingName))}</p>
${paragraphs.map((paragraph) => `<p style="margin:0 0 16px;">${escapeHtml(paragraph)}</p>`).join('\n')}
<p style="margin:24px 0;"><a href="${url}" style="display:inline-block;background:#0b5d7a;color:#ffffff;text-decoration:none;font-weight:bold;padding:12px 24px;border-radius:999px;">${escapeHtml(action.label)}</a></p>
<p style="margin:0 0 16px;font-size:14px;color:#5b6675;">If the button does not work, copy this address into your browser:<br><a href="${url}" style="color:#0b5d7a;word-break:break-all;">${url}</a></p>
<p style="margin:0;font-size:14px;color:#5b6675;">${escapeHtml(footnote)}</p>
</td></tr>
<tr><td style="padding:16px 32px;border-top:1px solid #d5dbe3;font-size:12px;color:#5b6675;">${siteName}: a better contract, a brighter future.</td></tr>
</table>
</td></tr>
</table>
</body>
</html>
`;
  const text = [
    siteName,
    '',
    greeting(greetingName),
    '',
    ...paragraphs.flatMap((paragraph) => [paragraph, '']),
    `${action.label}: ${action.url}`,
    '',
    footnote,
    '',
    `${siteName}: a better contract, a brighter future.`,
    '',
  ].join('\n');
  return { subject, html, text };
}

export type VerificationReason = 'signup' | 'resend' | 'emailChange';

/** The verification link, for a new account, a re-send, or a changed sign-in e-mail. */
export function verificationEmail(input: { firstName: string; url: string; reason: VerificationReason }): Email {
  const opening =
    input.reason === 'signup'
      ? `Welcome to ${siteName}! Please confirm that this is your e-mail address to finish creating your account.`
      : input.reason === 'emailChange'
        ? `You asked to sign in to ${siteName} with this e-mail address. Please confirm that it is yours.`
        : `Here is a new link to verify your e-mail address for ${siteName}. Links sent before this one still work until they expire.`;
  return render({
    subject: `Verify your e-mail for ${siteName}`,
    greetingName: input.firstName,
    paragraphs: [opening],
    action: { label: 'Verify my e-mail', url: input.url },
    footnote: 'This link works once and expires in 24 hours. If you did not ask for it, you can ignore this e-mail.',
  });
}

export function passwordResetEmail(input: { firstName: string; url: string }): Email {
  return render({
    subject: `Reset your ${siteName} password`,
    greetingName: input.firstName,
    paragraphs: ['Someone asked to reset the password of your account. If it was you, choose a new password with the link below.'],
    action: { label: 'Choose a new password', url: input.url },
    footnote: 'This link works once and expires in 1 hour. If you did not ask for it, you can ignore this e-mail: your password stays the same.',
  });
}

/**
 * An address shown in part, so a forwarded or leaked notice does not hand out the new address
 * whole: the first character of the name and the domain (`j•••@example.com`).
 */
export function maskEmail(email: string): string {
  const at = email.lastIndexOf('@');
  if (at < 1) return '•••';
  return `${email.charAt(0)}•••${email.slice(at)}`;
}

/** Sent to the OLD address after an e-mail change: what happened, and the single-use way to undo it. */
export function emailChangedNotice(input: { firstName: string; newEmail: string; url: string }): Email {
  return render({
    subject: `Your ${siteName} sign-in e-mail was changed`,
    greetingName: input.firstName,
    paragraphs: [
      `The e-mail address you sign in to ${siteName} with was just changed from this address to ${maskEmail(input.newEmail)}.`,
      'If it was you, there is nothing to do. If it was not, restore this address with the button below: every session of the account is then signed out, and you should reset your password at once.',
    ],
    action: { label: 'Restore my e-mail address', url: input.url },
    footnote: 'This link works once and expires in 7 days.',
  });
}

/** Sent when a consultation or review request is in: what happens next and when (no file name, no form data). */
export function requestReceivedEmail(input: { firstName: string; type: RequestType; submittedAt: number; url: string }): Email {
  const { noun, title } = requestTypeInfo[input.type];
  return render({
    subject: `We received your ${noun} request`,
    greetingName: input.firstName,
    paragraphs: [
      `Thank you: your ${noun} request and its PDF reached us on ${formatDateTime(input.submittedAt, 'UTC')} (UTC).`,
      `What happens next: a member of our staff reads your document and writes a review, which you will find as a PDF beside your request in your profile. We will e-mail you when it is ready; this usually takes up to ${typicalTurnaroundBusinessDays} business days.`,
      'Until staff have reviewed it, you can withdraw the request from your profile: its file is then deleted.',
    ],
    action: { label: `See my ${title.toLowerCase()} requests`, url: input.url },
    footnote: 'You receive this e-mail because you submitted a request with your account. If it was not you, change your password at once.',
  });
}

/** Sent when staff deliver the review of a request (the dashboard issue sends it). */
export function reviewDeliveredEmail(input: { firstName: string; type: RequestType; submittedAt: number; url: string }): Email {
  const { noun, title } = requestTypeInfo[input.type];
  return render({
    subject: `Your ${noun} is ready`,
    greetingName: input.firstName,
    paragraphs: [
      `Our staff have reviewed the ${noun} request you submitted on ${formatDateTime(input.submittedAt, 'UTC')} (UTC).`,
      'Open it from your profile: the review is a PDF beside your request.',
    ],
    action: { label: `See my ${title.toLowerCase()} requests`, url: input.url },
    footnote: 'For your privacy the review is not attached to this e-mail: it opens only when you are signed in.',
  });
}

/** Sent whenever two-step sign-in is turned on through the product: if it was not the holder, they act at once. */
export function twoStepTurnedOnEmail(input: { firstName: string; url: string }): Email {
  return render({
    subject: 'Two-step sign-in was turned on',
    greetingName: input.firstName,
    paragraphs: [
      'Two-step sign-in was just turned on for your account: signing in now takes your password and a code from an authenticator app.',
      'If you did not do this, someone may know your password: reset it from the login page at once and tell an administrator, who can reset your two-step sign-in.',
    ],
    action: { label: 'See my two-step sign-in', url: input.url },
    footnote: 'We send this e-mail every time two-step sign-in changes on your account.',
  });
}

/** To each approved admin when a staff account has done what approval needs (issue 29): who waits, and where to approve them. */
export function staffAwaitingApprovalEmail(input: { firstName: string; staffName: string; staffEmail: string; url: string }): Email {
  return render({
    subject: 'A staff account is waiting for your approval',
    greetingName: input.firstName,
    paragraphs: [
      `${input.staffName} (${input.staffEmail}) signed up as staff, verified their e-mail and set up two-step sign-in. Their account now waits for an admin's approval.`,
      'Approve them in the dashboard under Settings if you know them; if you do not, leave them unapproved.',
    ],
    action: { label: 'Open Settings', url: input.url },
    footnote: 'You receive this e-mail because you are an admin. Every admin is told of each staff account that waits.',
  });
}

/** To a staff member once an admin has approved them (issue 29): the dashboard opens at their next sign-in. */
export function staffApprovedEmail(input: { firstName: string; url: string }): Email {
  return render({
    subject: `Your ${siteName} staff account is approved`,
    greetingName: input.firstName,
    paragraphs: ['An admin has approved your staff account. Log in with your password and a code from your authenticator app: the dashboard opens.'],
    action: { label: 'Log in', url: input.url },
    footnote: 'If you did not sign up as staff, write to us from the Contact page.',
  });
}

/** To the holder when an admin resets their two-step sign-in (issue 29: a lost phone): what happened and what comes next. */
export function twoStepResetEmail(input: { firstName: string; url: string }): Email {
  return render({
    subject: 'Your two-step sign-in was reset',
    greetingName: input.firstName,
    paragraphs: [
      'An admin has reset the two-step sign-in of your account, and every session of it was signed out. Your old authenticator app no longer signs you in.',
      'Log in with your password: you will set up two-step sign-in again with an authenticator app before the dashboard opens.',
      'If you did not ask for this, reset your password from the login page at once and tell an administrator.',
    ],
    action: { label: 'Log in', url: input.url },
    footnote: 'We send this e-mail every time two-step sign-in changes on your account.',
  });
}

/**
 * To a physician once an admin has deleted their account (issue 37): what was deleted, by whom,
 * and whom to ask. Nothing of theirs but the first name, and no link that carries a secret.
 */
export function accountDeletedEmail(input: { firstName: string; contactUrl: string }): Email {
  return render({
    subject: `Your ${siteName} account was deleted`,
    greetingName: input.firstName,
    paragraphs: [
      `An administrator of ${siteName} has deleted your account and its data: your profile, your consultation and contract review requests with their files and reviews, the offers you added to compare, and your course progress. You can no longer log in with this e-mail address.`,
      'If you think this is a mistake or have a question about it, write to our staff from the Contact page: it shows their e-mail address.',
    ],
    action: { label: 'Contact us', url: input.contactUrl },
    footnote: 'We send this e-mail once, when an administrator deletes an account. We keep nothing of the account.',
  });
}
