/** Two-step sign-in (TOTP); not in the spec. */

export const title = 'Two-step sign-in';
export const required = 'Staff and admin accounts sign in with a code from an authenticator app. Set up two-step sign-in to open the dashboard.';
export const optional = 'Sign in with your password and a 6-digit code from an authenticator app on your phone.';
export const on = 'Two-step sign-in is on. You sign in with your password and a code from your authenticator app.';
export const notSetUp = 'Two-step sign-in is not set up yet: scan the code and enter a code from your app first.';
export const enabled = 'Two-step sign-in is on. Please log in again with your password and a code from your app.';
/** After staff waiting for approval turn it on (issue 29): the admins have been told. */
export const enabledAwaitingApproval =
  'Two-step sign-in is on. Your account now waits for an administrator’s approval: we have told them, and we will e-mail you when they approve it.';
export const codePrompt = 'Enter the 6-digit code your authenticator app shows for Physician Contracts.';
export const verify = 'Verify';
export const setUp = 'Set up two-step sign-in';
export const scan = 'Scan this QR code with an authenticator app (for example Google Authenticator, Microsoft Authenticator or 1Password).';
export const manualKey = 'Or enter this key in the app by hand:';
export const turnOn = 'Turn on two-step sign-in';
export const codeLabel = '6-digit code';
export const codeHint = 'The code your authenticator app shows for this account.';
export const codeFormat = 'Enter the 6 digits your app shows.';
export const wrongCode = 'That code is not right or has expired. Enter the code your app shows now.';
export const loginExpired = 'The sign-in took too long. Please log in again.';
/**
 * The security page of someone whose two-step sign-in an admin reset (issue 37), until they set it
 * up again; `when` is the reset's date and time as the page shows dates.
 */
export const resetByAdmin = (when: string) =>
  `An administrator reset your two-step sign-in on ${when}. Your old authenticator app no longer signs you in: set two-step sign-in up again below.`;
