import { describe, expect, it } from 'vitest';
import { physicianProfileSchema, profileSchemaFor, profileUpdateSchema, staffProfileSchema } from './profile';

const physician = {
  firstName: 'Ada',
  lastName: 'Lovelace',
  bio: '',
  practiceState: 'CA',
  resident: false,
  years: '12',
  speciality: 'cardiology',
};

function fieldsOf(result: { error?: { issues: { path: PropertyKey[] }[] } }) {
  return (result.error?.issues ?? []).map((issue) => issue.path.join('.'));
}

describe('edit profile schemas', () => {
  it('accepts a complete physician profile', () => {
    expect(physicianProfileSchema.parse(physician)).toEqual(physician);
  });

  it('requires years of practice, at most 2 digits, when the physician is not a resident', () => {
    expect(fieldsOf(physicianProfileSchema.safeParse({ ...physician, years: '' }))).toEqual(['years']);
    expect(fieldsOf(physicianProfileSchema.safeParse({ ...physician, years: '123' }))).toEqual(['years']);
    expect(fieldsOf(physicianProfileSchema.safeParse({ ...physician, years: 'ab' }))).toEqual(['years']);
  });

  it('keeps years blank for residents and fellows', () => {
    expect(physicianProfileSchema.safeParse({ ...physician, resident: true, years: '' }).success).toBe(true);
    expect(fieldsOf(physicianProfileSchema.safeParse({ ...physician, resident: true, years: '3' }))).toEqual(['years']);
  });

  it('requires an Area of Practice from the list', () => {
    const result = physicianProfileSchema.safeParse({ ...physician, speciality: '' });
    expect(result.error?.issues[0]).toMatchObject({ path: ['speciality'], message: 'Area of Practice is required.' });
  });

  it('requires first and last name for everyone', () => {
    expect(fieldsOf(staffProfileSchema.safeParse({ firstName: ' ', lastName: '', bio: '' }))).toEqual(['firstName', 'lastName']);
  });

  it('holds names to the rule for names that go into e-mails', () => {
    expect(staffProfileSchema.parse({ firstName: 'Zoë', lastName: "D'Arcy", bio: '' })).toMatchObject({ firstName: 'Zoë' });
    const staff = { firstName: '<b>Ada</b>', lastName: 'Love\nlace', bio: '' };
    for (const [schema, body] of [
      [staffProfileSchema, staff],
      [physicianProfileSchema, { ...physician, ...staff }],
      [profileUpdateSchema, { ...physician, ...staff }],
    ] as const) {
      const result = schema.safeParse(body);
      expect(result.error?.issues.map((issue) => [issue.path.join('.'), issue.message])).toEqual([
        ['firstName', 'First name may hold only letters, spaces, hyphens, apostrophes and periods.'],
        ['lastName', 'Last name may hold only letters, spaces, hyphens, apostrophes and periods.'],
      ]);
    }
  });

  it('refuses fields a person may not change through the profile', () => {
    for (const key of ['role', 'approved', 'emailVerified', 'chaptersDone', 'email', 'userId']) {
      expect(profileUpdateSchema.safeParse({ ...physician, [key]: 'x' }).success, key).toBe(false);
    }
  });

  it('gives staff no practice fields', () => {
    expect(profileSchemaFor('staff').safeParse(physician).success).toBe(false);
    expect(profileSchemaFor('admin')).toBe(staffProfileSchema);
    expect(profileSchemaFor('physician')).toBe(physicianProfileSchema);
  });
});
