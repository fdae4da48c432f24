import * as z from 'zod';
import { messages } from '../messages';

/**
 * The password policy of spec §2 (10+ characters, a number, a capital letter, a special
 * character). The API enforces it itself: the embedded pool (cognito-local) has no policy, and
 * the AWS pool is configured with the same one.
 */
export const passwordPolicy = {
  minLength: 10,
  /** Anything that is neither a letter, a digit nor white space counts as special, as Cognito counts it. */
  special: /[^A-Za-z0-9\s]/,
} as const;

export function meetsPasswordPolicy(password: string): boolean {
  return (
    password.length >= passwordPolicy.minLength &&
    /[0-9]/.test(password) &&
    /[A-Z]/.test(password) &&
    passwordPolicy.special.test(password)
  );
}

/** Cognito's own limit; a longer password is refused before it reaches the pool. */
const maxPasswordLength = 256;

export const newPasswordSchema = z
  .string()
  .min(1, 'Password is required.')
  .max(maxPasswordLength, `Password must be at most ${maxPasswordLength} characters.`)
  .refine(meetsPasswordPolicy, messages.signup.passwordHint);

/** E-mail as the forms and the API take it: trimmed and lower-cased, so one address is one account. */
export const emailSchema = z
  .string()
  .trim()
  .min(1, 'E-mail is required.')
  .max(254, 'E-mail must be at most 254 characters.')
  .pipe(z.email('Enter a valid e-mail address.'))
  .transform((email) => email.toLowerCase());
