import * as z from 'zod/mini';
import '../zod-locale';

/** Login form: e-mail and password required (spec §5); remember-me chooses where the session is kept. */
export const loginSchema = z.object({
  // Lower-cased as signup stores it, so "Ada@Example.com" finds the account in both pools.
  email: z.pipe(
    z.pipe(z.string().check(z.trim(), z.minLength(1, 'E-mail is required.')), z.email('Enter a valid e-mail address.')),
    z.transform((email: string) => email.toLowerCase()),
  ),
  password: z.string().check(z.minLength(1, 'Password is required.')),
  rememberMe: z.boolean(),
});
export type LoginForm = z.infer<typeof loginSchema>;
