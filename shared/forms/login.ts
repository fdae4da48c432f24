import * as z from 'zod';

/** Login form: e-mail and password required (spec §5); remember-me chooses where the session is kept. */
export const loginSchema = z.object({
  // Lower-cased as signup stores it, so "Ada@Example.com" finds the account in both pools.
  email: z.string().trim().min(1, 'E-mail is required.').pipe(z.email('Enter a valid e-mail address.')).transform((email) => email.toLowerCase()),
  password: z.string().min(1, 'Password is required.'),
  rememberMe: z.boolean(),
});
export type LoginForm = z.infer<typeof loginSchema>;
