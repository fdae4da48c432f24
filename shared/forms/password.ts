import * as z from 'zod/mini';
import '../zod-locale';
import * as signupMessages from '../messages/signup';

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

/** Cognito's own limit; a longer password is refused before it reaches the pool. */
const maxPasswordLength = 256;

/** The rules a password breaks, empty when it satisfies the policy. */
export function passwordPolicyFailures(password: string): string[] {
  const failures: string[] = [];
  if (password.length < passwordPolicy.minLength) failures.push(`at least ${passwordPolicy.minLength} characters`);
  if (!/[0-9]/.test(password)) failures.push('a number');
  if (!/[A-Z]/.test(password)) failures.push('a capital letter');
  if (!passwordPolicy.special.test(password)) failures.push('a special character');
  // Cognito refuses leading and trailing spaces and more than 256 characters.
  if (password.length > maxPasswordLength || password !== password.trim()) {
    failures.push(`no leading or trailing spaces, at most ${maxPasswordLength} characters`);
  }
  return failures;
}

export function meetsPasswordPolicy(password: string): boolean {
  return passwordPolicyFailures(password).length === 0;
}

/** A password field that must satisfy the policy; `message` is what a person sees when it does not. */
export function policyPassword(message: string) {
  return z.string().check(z.refine(meetsPasswordPolicy, { message }));
}

/**
 * The current password, which the API re-verifies with the pool before a sensitive change
 * (password, e-mail, account deletion). Only presence is checked here: any password may be the current one.
 */
export const currentPasswordSchema = z.string().check(z.minLength(1, 'Current password is required.'), z.maxLength(maxPasswordLength));

export const newPasswordSchema = z
  .string()
  .check(
    z.minLength(1, 'Password is required.'),
    z.maxLength(maxPasswordLength, `Password must be at most ${maxPasswordLength} characters.`),
    z.refine(meetsPasswordPolicy, signupMessages.passwordHint),
  );

/** E-mail as the forms and the API take it: trimmed and lower-cased, so one address is one account. */
export const emailSchema = z.pipe(
  z.pipe(
    z.string().check(z.trim(), z.minLength(1, 'E-mail is required.'), z.maxLength(254, 'E-mail must be at most 254 characters.')),
    z.email('Enter a valid e-mail address.'),
  ),
  z.transform((email: string) => email.toLowerCase()),
);
