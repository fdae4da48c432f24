import * as z from 'zod/mini';
import '../zod-locale';

/**
 * One row of the admin's User Settings table (spec §2): a physician's account as the list index
 * holds it. `chaptersExplored` is the size of the record's chaptersDone set (chapters 2 to 13
 * opened), which the index item carries, so no row needs a read of the user's partition.
 */
export const userRowSchema = z.object({
  userId: z.string(),
  firstName: z.string(),
  lastName: z.string(),
  email: z.string(),
  emailVerified: z.boolean(),
  resident: z.optional(z.boolean()),
  practiceState: z.optional(z.string()),
  years: z.optional(z.string()),
  speciality: z.optional(z.string()),
  joiningDate: z.number(),
  chaptersExplored: z.number(),
});
export type UserRow = z.infer<typeof userRowSchema>;

/** A page of the users list, newest joiner first; `cursor` asks for the next one. */
export const userPageSchema = z.object({ users: z.array(userRowSchema), cursor: z.optional(z.string()) });

/** A user id in a path: Cognito's sub (a UUID); anything else cannot name an account. */
export const userIdParamsSchema = z.object({
  userId: z.string().check(z.regex(/^[A-Za-z0-9-]{1,64}$/, 'Unknown user.')),
});
