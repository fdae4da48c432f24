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
