import * as z from 'zod/mini';
import '../zod-locale';

/** The roles a staff account can hold in Settings (spec §2): Staff or Admin. */
export const staffRoles = ['staff', 'admin'] as const;
export const staffRoleSchema = z.enum(staffRoles, { error: 'Role must be Staff or Admin.' });
export type StaffRole = z.infer<typeof staffRoleSchema>;

/** One row of the admin's Settings table. */
export const staffMemberSchema = z.object({
  userId: z.string(),
  firstName: z.string(),
  lastName: z.string(),
  email: z.string(),
  role: staffRoleSchema,
  approved: z.boolean(),
  emailVerified: z.boolean(),
  /** Two-step sign-in is set up (the record's mfaEnabled): approval needs it. */
  twoStep: z.boolean(),
  joiningDate: z.number(),
});
export type StaffMember = z.infer<typeof staffMemberSchema>;

/** A page of the staff list, newest joiner first; `cursor` asks for the next one. */
export const staffPageSchema = z.object({ staff: z.array(staffMemberSchema), cursor: z.optional(z.string()) });

/** Where a page of the staff list continues (opaque to the browser). */
export const staffCursorSchema = z.string().check(z.regex(/^[A-Za-z0-9_-]{1,400}$/, 'Unknown cursor.'));

const staffStateSchema = z.object({ role: staffRoleSchema, approved: z.boolean() });

/**
 * One pending edit of Settings: the role and approval wanted, and (`shown`) those the admin saw
 * when making it, so an account changed by someone else meanwhile is refused, not overwritten.
 */
export const staffEditSchema = z.object({
  userId: z.string().check(z.regex(/^[A-Za-z0-9-]{1,64}$/, 'Unknown user.')),
  role: staffRoleSchema,
  approved: z.boolean(),
  shown: staffStateSchema,
});
export type StaffEdit = z.infer<typeof staffEditSchema>;

/** At most this many edits per Apply: each is one item of a single DynamoDB transaction (limit 100, with room to spare). */
export const maxStaffEdits = 25;

export const applyStaffChangesBodySchema = z.object({
  edits: z.array(staffEditSchema).check(
    z.minLength(1, 'Choose at least one change.'),
    z.maxLength(maxStaffEdits, `Apply at most ${maxStaffEdits} changes at once.`),
    z.refine((edits) => new Set(edits.map((edit) => edit.userId)).size === edits.length, 'Each account may appear once.'),
  ),
});
