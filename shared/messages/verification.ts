/** The verification link's page and re-sends (not shown in the spec). */

/** The page verifies only when clicked: mail scanners open links, and must not use them up. */
export const prompt = 'Confirm that this e-mail address is yours.';
export const verifyButton = 'Verify my e-mail address';
export const verifying = 'Verifying your e-mail…';
export const verified = 'Your e-mail is verified. You can now log in.';
export const expired = 'This verification link has expired.';
export const used = 'This verification link has already been used.';
export const invalid = 'This verification link is not valid. Log in to receive a new one.';
export const sendNew = 'Send me a new link';
export const newLinkSent = 'A new verification link has been sent. Please check your email!';
export const alreadyVerified = 'Your e-mail is already verified. You can log in.';
// Not in the spec: SES refused the mail (its sandbox, an outage), or the address is suppressed.
/** After signup: the account exists, the link will follow. */
export const signupMailDelayed =
  'Your account has been created, but we could not send the verification e-mail just now. We will keep trying, and it will reach you as soon as we can. Logging in also sends a new link.';
/** A re-send (login of an unverified account, "send me a new link") when the new link could not go out yet. */
export const linkDelayed = 'We could not send a new verification link just now; it will follow as soon as we can. Please check your email later!';
/** The address bounced or complained before: the product no longer mails it. */
export const mailBlocked =
  'We cannot send e-mail to this address: earlier e-mail to it bounced or was reported as spam. Please contact staff to have it checked.';
