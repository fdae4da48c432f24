import * as z from 'zod/mini';
import '../zod-locale';
import { roles } from '../access';

export const roleSchema = z.enum(roles);

/** The fields only a physician's account carries (signup's and Edit Profile's practice fields). */
export const practiceFieldNames = ['practiceState', 'resident', 'years', 'speciality'] as const;

/** The caller's own account as the API returns it (no keys, no internal attributes). */
export const accountSchema = z.object({
  userId: z.string(),
  email: z.string(),
  firstName: z.string(),
  lastName: z.string(),
  role: roleSchema,
  approved: z.boolean(),
  emailVerified: z.boolean(),
  /** Two-step sign-in (TOTP) is on, as the API confirmed with the pool. */
  mfaEnabled: z.optional(z.boolean()),
  /**
   * When an admin reset the account's two-step sign-in (epoch ms), while it is not set up again:
   * the security page says so (issue 37), from the record, not from anything the browser kept.
   */
  twoStepResetAt: z.optional(z.number().check(z.int())),
  joiningDate: z.number().check(z.int()),
  chaptersDone: z.array(z.number().check(z.int())),
  bio: z.optional(z.string()),
  phone: z.optional(z.string()),
  practiceState: z.optional(z.string()),
  resident: z.optional(z.boolean()),
  years: z.optional(z.string()),
  speciality: z.optional(z.string()),
  pictureUrl: z.optional(z.string()),
});
export type Account = z.infer<typeof accountSchema>;
