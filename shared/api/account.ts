import * as z from 'zod';

export const roleSchema = z.enum(['physician', 'staff', 'admin']);
export type Role = z.infer<typeof roleSchema>;

/** The caller's own account as the API returns it (no keys, no internal attributes). */
export const accountSchema = z.object({
  userId: z.string(),
  email: z.string(),
  firstName: z.string(),
  lastName: z.string(),
  role: roleSchema,
  approved: z.boolean(),
  emailVerified: z.boolean(),
  joiningDate: z.number().int(),
  chaptersDone: z.array(z.number().int()),
  bio: z.string().optional(),
  phone: z.string().optional(),
  practiceState: z.string().optional(),
  resident: z.boolean().optional(),
  years: z.string().optional(),
  speciality: z.string().optional(),
  pictureUrl: z.string().optional(),
});
export type Account = z.infer<typeof accountSchema>;
