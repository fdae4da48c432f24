import { z } from 'zod';

/**
 * The password policy of spec §2/§5 (10+ characters, a number, a capital letter and a special
 * character). The API enforces it itself: Cognito does in AWS, but cognito-local has no policy.
 */
export const passwordMinLength = 10;

/** The rules a password breaks, empty when it satisfies the policy. */
export function passwordPolicyFailures(password: string): string[] {
  const failures: string[] = [];
  if (password.length < passwordMinLength) failures.push(`at least ${passwordMinLength} characters`);
  if (!/[0-9]/.test(password)) failures.push('a number');
  if (!/[A-Z]/.test(password)) failures.push('a capital letter');
  // Cognito's special characters: anything that is not a letter, digit or space counts.
  if (!/[^A-Za-z0-9\s]/.test(password)) failures.push('a special character');
  // Cognito refuses leading and trailing spaces and more than 256 characters.
  if (password.length > 256 || password !== password.trim()) failures.push('no leading or trailing spaces, at most 256 characters');
  return failures;
}

export function meetsPasswordPolicy(password: string): boolean {
  return passwordPolicyFailures(password).length === 0;
}

/** A password field that must satisfy the policy; `message` is what a person sees when it does not. */
export function policyPassword(message: string) {
  return z.string().refine(meetsPasswordPolicy, { message });
}
