/** The texts read as `messages.signup.*` (the catalogue and its rules: ../messages.ts). */

export const success = 'Please check your email for the verification link!';
export const passwordHint = 'Password must be at least 10 characters long and include a number, a capital letter and a special character.';
export const passwordsDoNotMatch = 'Passwords do not match';
export const staffTitle = 'Create New Staff Account';
export const loginLink = 'Already have an account? Login Now!';
// Texts the spec does not show (it shows the raw error): said plainly here.
export const emailInUse = 'An account with this e-mail already exists. Log in, or reset your password if you forgot it.';
export const title = 'Sign up';
export const signUp = 'Sign up';
export const terms = 'I agree to the terms and conditions.';
// Staff signup's next steps (issue 29), under the success notice on the login page.
export const staffNextStepsTitle = 'What happens next';
export const staffNextSteps = [
  'Verify your e-mail address with the link we just sent you.',
  'Log in. At your first sign-in you set up two-step sign-in with an authenticator app on your phone.',
  'An administrator then approves your account. We e-mail you when they do, and the dashboard opens at your next sign-in.',
] as const;
