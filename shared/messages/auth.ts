/** The texts read as `messages.auth.*` (the catalogue and its rules: ../messages.ts). */

export const tooManyAttempts = 'Please check your email for an existing verification link!';
export const loginOther = (message: string) => `An error occured: ${message}`;
export const emailNotVerified = 'Email not verified! A verification link has been re-sent. Please check your email!';
// Not in the spec: the re-sent link could not go out yet (SES refused it), or the address is suppressed.
export const emailNotVerifiedLinkDelayed =
  'Email not verified! We could not send a new verification link just now; it will follow as soon as we can. Please check your email later!';
export const emailNotVerifiedMailBlocked =
  'Email not verified! We cannot send e-mail to this address: earlier e-mail to it bounced or was reported as spam. Please contact staff to have it checked.';
export const staffNotApproved = 'Your staff account is not approved! Please request the administrator for approval.';
export const unverifiedAccount = 'Unverified Account! Please click the verification link sent to your email address!';
// Not in the spec: a session ended by a password or e-mail change (here or elsewhere), and the
// API's refusal of an unverified account outside the routes it serves.
export const sessionEnded = 'Your session has ended. Please log in again.';
export const verifyEmailFirst = 'Please verify your e-mail address first: use the link sent to you, or log in again to receive a new one.';
export const resetSuccess = 'A password reset link has been sent to your email!';
export const resetFailure = (message: string) => `Couldn't reset your password: ${message}`;
export const signOutFailure = (message: string) => `Error signing out: ${message}`;
/** Logged only, never shown. */
export const fetchUserDataFailed = 'Error fetching user data';
