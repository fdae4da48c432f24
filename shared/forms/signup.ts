import * as z from 'zod/mini';
import type * as core from 'zod/v4/core';
import '../zod-locale';
import { specialityValues } from '../constants/specialities';
import { stateCodes } from '../constants/states';
import { emailSchema, newPasswordSchema } from './password';
import { personNameSchema } from './person-name';
import * as signupMessages from '../messages/signup';

/**
 * Physician and staff signup (spec §2, §5). The web forms and the API validate with these same
 * schemas, so a rule cannot hold in one place and not the other.
 */

/** Years of practice: at most 2 digits (spec §5, §9). */
export const yearsSchema = z.string().check(z.trim(), z.regex(/^\d{1,2}$/, 'Years of practice must be a number of at most 2 digits.'));

const accountFields = {
  firstName: personNameSchema('First name'),
  lastName: personNameSchema('Last name'),
  email: emailSchema,
  password: newPasswordSchema,
  confirmPassword: z.string().check(z.minLength(1, 'Confirm your password.')),
};

/** Checks that need more than one field; they run whatever else failed, so every message shows at once. */
function crossFieldChecks(
  value: { password?: unknown; confirmPassword?: unknown; resident?: unknown; years?: unknown },
  context: Pick<core.$RefinementCtx, 'addIssue'>,
) {
  if (typeof value.confirmPassword === 'string' && value.confirmPassword.length > 0 && value.password !== value.confirmPassword) {
    context.addIssue({ code: 'custom', path: ['confirmPassword'], message: signupMessages.passwordsDoNotMatch });
  }
  checkYearsOfPractice(value, context);
}

/** Years are required when resident is No, and at most 2 digits (spec §5); the request forms use it too. */
export function checkYearsOfPractice(value: { resident?: unknown; years?: unknown }, context: Pick<core.$RefinementCtx, 'addIssue'>) {
  if (value.resident === false) {
    const years = typeof value.years === 'string' ? value.years.trim() : '';
    if (years.length === 0) context.addIssue({ code: 'custom', path: ['years'], message: 'Years of practice is required.' });
    else if (!yearsSchema.safeParse(years).success) {
      context.addIssue({ code: 'custom', path: ['years'], message: 'Years of practice must be a number of at most 2 digits.' });
    }
  }
}

/** Runs the cross-field checks even when a field failed outright (a bad enum value), so a 400 names every field. */
export const runWhateverElseFailed = { when: (payload: { value: unknown }) => typeof payload.value === 'object' && payload.value !== null };

const physicianSignupFields = z
  .object({
    ...accountFields,
    practiceState: z.enum(stateCodes, { error: 'Select your state of practice.' }),
    resident: z.boolean({ error: 'Answer whether you are a resident or fellow.' }),
    /** Enabled and required only when resident is No; dropped when Yes. */
    years: z.optional(z.string()),
    speciality: z.enum(specialityValues, { error: 'Select your speciality.' }),
    terms: z.literal(true, { error: 'You must accept the terms and conditions.' }),
  })
  .check(z.superRefine(crossFieldChecks, runWhateverElseFailed));

export const physicianSignupSchema = z.pipe(
  physicianSignupFields,
  z.transform(({ years, ...rest }: z.output<typeof physicianSignupFields>) => ({ ...rest, ...(rest.resident ? {} : { years: years?.trim() }) })),
);

export type PhysicianSignupInput = z.input<typeof physicianSignupSchema>;
export type PhysicianSignup = z.output<typeof physicianSignupSchema>;

/** "Create New Staff Account": five required fields and matching passwords. */
export const staffSignupSchema = z.object(accountFields).check(z.superRefine(crossFieldChecks, runWhateverElseFailed));

export type StaffSignupInput = z.input<typeof staffSignupSchema>;
export type StaffSignup = z.output<typeof staffSignupSchema>;
