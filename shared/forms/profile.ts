import * as z from 'zod/mini';
import type * as core from 'zod/v4/core';
import '../zod-locale';
import type { Role } from '../access';
import { specialityValues } from '../constants/specialities';
import { stateCodes } from '../constants/states';
import { personNameSchema } from './person-name';

/**
 * Edit Profile (spec §2, §5). Everyone edits first name, last name and bio; physicians also edit
 * the practice fields. The e-mail is changed elsewhere (it needs verification again), and role,
 * approval, verification and chapter progress are never part of this form: the objects are strict,
 * so the API refuses a body that tries to send them.
 */
export const profileBaseShape = {
  firstName: personNameSchema('First name'),
  lastName: personNameSchema('Last name'),
  bio: z.string().check(z.trim(), z.maxLength(1000, 'Bio must be at most 1000 characters.')),
};

/** Years of practice: text of at most 2 digits, required when not a resident, blank when a resident. */
export const yearsPattern = /^\d{1,2}$/;

const practiceShape = {
  // '' is "not chosen"; the signup requires a state, the profile keeps whatever the record has.
  practiceState: z.union([z.enum(stateCodes), z.literal('')], { error: 'Choose a state from the list.' }),
  resident: z.boolean({ error: 'Choose Yes or No.' }),
  years: z.string().check(z.trim()),
  speciality: z.enum(specialityValues, { error: 'Area of Practice is required.' }),
};

function checkYears(value: { resident?: boolean | undefined; years?: string | undefined }, context: Pick<core.$RefinementCtx, 'addIssue'>) {
  const years = value.years ?? '';
  if (value.resident === false) {
    if (years === '') context.addIssue({ code: 'custom', path: ['years'], message: 'Years of practice is required.' });
    else if (!yearsPattern.test(years))
      context.addIssue({ code: 'custom', path: ['years'], message: 'Years of practice must be a number of at most 2 digits.' });
  } else if (value.resident === true && years !== '') {
    context.addIssue({ code: 'custom', path: ['years'], message: 'Leave years of practice blank for residents and fellows.' });
  }
}

export const staffProfileSchema = z.strictObject(profileBaseShape);
export const physicianProfileSchema = z.strictObject({ ...profileBaseShape, ...practiceShape }).check(z.superRefine(checkYears));

export type StaffProfileForm = z.infer<typeof staffProfileSchema>;
export type PhysicianProfileForm = z.infer<typeof physicianProfileSchema>;
export type ProfileUpdate = StaffProfileForm & Partial<Omit<PhysicianProfileForm, keyof StaffProfileForm>>;

/**
 * The body PUT /me accepts: the union of both forms. The handler then applies the caller's own
 * schema (profileSchemaFor), so a physician must send the practice fields and staff may not.
 */
export const profileUpdateSchema = z
  .strictObject({
    ...profileBaseShape,
    practiceState: z.optional(practiceShape.practiceState),
    resident: z.optional(practiceShape.resident),
    years: z.optional(practiceShape.years),
    speciality: z.optional(practiceShape.speciality),
  })
  .check(z.superRefine(checkYears));

export function profileSchemaFor(role: Role): typeof staffProfileSchema | typeof physicianProfileSchema {
  return role === 'physician' ? physicianProfileSchema : staffProfileSchema;
}
