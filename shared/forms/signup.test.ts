import { describe, expect, it } from 'vitest';
import * as messages from '../messages';
import { meetsPasswordPolicy } from './password';
import { physicianSignupSchema, staffSignupSchema } from './signup';

const valid = {
  firstName: 'Ada',
  lastName: 'Lovelace',
  practiceState: 'CA',
  resident: false,
  years: '12',
  speciality: 'cardiology',
  email: ' Ada@Example.COM ',
  password: 'Str0ng!Passw',
  confirmPassword: 'Str0ng!Passw',
  terms: true,
};

function fieldErrors(result: { success: boolean; error?: { issues: { path: PropertyKey[]; message: string }[] } }) {
  return Object.fromEntries((result.error?.issues ?? []).map((issue) => [issue.path.join('.'), issue.message]));
}

describe('physician signup schema', () => {
  it('accepts a complete form and normalises the e-mail', () => {
    const parsed = physicianSignupSchema.parse(valid);
    expect(parsed.email).toBe('ada@example.com');
    expect(parsed.years).toBe('12');
  });

  it('requires every field of spec §5 and names each one', () => {
    const errors = fieldErrors(
      physicianSignupSchema.safeParse({ firstName: '', lastName: '', email: '', password: '', confirmPassword: '', years: '' }),
    );
    expect(Object.keys(errors).sort()).toEqual(
      ['confirmPassword', 'email', 'firstName', 'lastName', 'password', 'practiceState', 'resident', 'speciality', 'terms'].sort(),
    );
  });

  it('requires years only when not a resident, at most 2 digits', () => {
    expect(fieldErrors(physicianSignupSchema.safeParse({ ...valid, years: '' })).years).toBe('Years of practice is required.');
    expect(fieldErrors(physicianSignupSchema.safeParse({ ...valid, years: '123' })).years).toMatch(/at most 2 digits/);
    expect(fieldErrors(physicianSignupSchema.safeParse({ ...valid, years: 'ab' })).years).toMatch(/at most 2 digits/);
    // A resident's years are neither required nor kept.
    const resident = physicianSignupSchema.parse({ ...valid, resident: true, years: '999' });
    expect(resident).not.toHaveProperty('years');
  });

  it('says "Passwords do not match"', () => {
    expect(fieldErrors(physicianSignupSchema.safeParse({ ...valid, confirmPassword: 'Str0ng!Passx' })).confirmPassword).toBe(
      messages.signup.passwordsDoNotMatch,
    );
  });

  it('names differing passwords and missing years while the names are still empty, so every message shows at once', () => {
    const errors = fieldErrors(physicianSignupSchema.safeParse({ ...valid, firstName: '', lastName: '', years: '', confirmPassword: 'Other!Pass1' }));
    expect(errors).toEqual({
      firstName: 'First name is required.',
      lastName: 'Last name is required.',
      confirmPassword: messages.signup.passwordsDoNotMatch,
      years: 'Years of practice is required.',
    });
    expect(fieldErrors(staffSignupSchema.safeParse({ ...valid, firstName: ' ', confirmPassword: 'Other!Pass1' }))).toEqual({
      firstName: 'First name is required.',
      confirmPassword: messages.signup.passwordsDoNotMatch,
    });
  });

  it('enforces the password policy with the hint text', () => {
    for (const weak of ['Sh0rt!', 'nocapital1!x', 'NoDigitHere!', 'NoSymbol123A']) {
      expect(fieldErrors(physicianSignupSchema.safeParse({ ...valid, password: weak, confirmPassword: weak })).password).toBe(
        messages.signup.passwordHint,
      );
    }
  });

  it('needs the terms ticked and known state and speciality values', () => {
    const errors = fieldErrors(physicianSignupSchema.safeParse({ ...valid, terms: false, practiceState: 'XX', speciality: 'Cardiology' }));
    expect(Object.keys(errors).sort()).toEqual(['practiceState', 'speciality', 'terms']);
  });
});

describe('names on the signup forms (they go into e-mails)', () => {
  it('take names of any script with hyphens, apostrophes and periods', () => {
    expect(physicianSignupSchema.parse({ ...valid, firstName: 'José', lastName: "O'Brien-Ng" })).toMatchObject({
      firstName: 'José',
      lastName: "O'Brien-Ng",
    });
    expect(staffSignupSchema.parse({ ...valid, firstName: 'J. R.', lastName: 'Jean-Luc' })).toMatchObject({ firstName: 'J. R.' });
  });

  it('refuse a link, a line break or markup in a name, naming the field', () => {
    expect(fieldErrors(physicianSignupSchema.safeParse({ ...valid, firstName: 'http://x.y' }))).toEqual({
      firstName: 'First name may hold only letters, spaces, hyphens, apostrophes and periods.',
    });
    expect(fieldErrors(staffSignupSchema.safeParse({ ...valid, lastName: 'a\nb' }))).toEqual({
      lastName: 'Last name may hold only letters, spaces, hyphens, apostrophes and periods.',
    });
    expect(fieldErrors(staffSignupSchema.safeParse({ ...valid, firstName: 'visit.example' })).firstName).toMatch(/space after a period/);
    expect(fieldErrors(physicianSignupSchema.safeParse({ ...valid, lastName: 'L'.repeat(51) })).lastName).toBe(
      'Last name must be at most 50 characters.',
    );
  });
});

describe('staff signup schema', () => {
  it('needs the five fields and matching passwords', () => {
    const errors = fieldErrors(staffSignupSchema.safeParse({ firstName: '', lastName: '', email: '', password: '', confirmPassword: '' }));
    expect(Object.keys(errors).sort()).toEqual(['confirmPassword', 'email', 'firstName', 'lastName', 'password']);
    const mismatch = staffSignupSchema.safeParse({ ...valid, confirmPassword: 'other' });
    expect(fieldErrors(mismatch).confirmPassword).toBe(messages.signup.passwordsDoNotMatch);
  });
});

describe('password policy', () => {
  it('takes 10+ characters with a digit, a capital and a symbol', () => {
    expect(meetsPasswordPolicy('Str0ng!Passw')).toBe(true);
    expect(meetsPasswordPolicy('Str0ng!Pas')).toBe(true);
    expect(meetsPasswordPolicy('Str0ng!Pa')).toBe(false);
  });
});

describe('cross-field rules', () => {
  it('are reported together with a field that failed outright', () => {
    const errors = fieldErrors(physicianSignupSchema.safeParse({ ...valid, terms: false, practiceState: 'XX', years: '123', confirmPassword: 'x' }));
    expect(Object.keys(errors).sort()).toEqual(['confirmPassword', 'practiceState', 'terms', 'years']);
  });
});
