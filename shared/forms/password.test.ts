import { describe, expect, it } from 'vitest';
import { meetsPasswordPolicy, passwordPolicyFailures } from './password';

describe('password policy (10+ characters, number, capital, special)', () => {
  it('accepts a password with every kind of character', () => {
    expect(meetsPasswordPolicy('Longenough1!')).toBe(true);
    expect(meetsPasswordPolicy('ABCDEFGHI9_')).toBe(true);
  });

  it.each([
    ['Short1!', 'at least 10 characters'],
    ['Nonumbers!!', 'a number'],
    ['nocapital1!', 'a capital letter'],
    ['NoSpecial123', 'a special character'],
    [' Leading1!space', 'no leading or trailing spaces, at most 256 characters'],
  ])('refuses %s for lacking %s', (password, failure) => {
    expect(passwordPolicyFailures(password)).toContain(failure);
    expect(meetsPasswordPolicy(password)).toBe(false);
  });
});
