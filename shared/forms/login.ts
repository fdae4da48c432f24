import * as z from 'zod';

/** Login form: e-mail and password required (spec §5); remember-me chooses where the session is kept. */
export const loginSchema = z.object({
  email: z.string().trim().min(1, 'E-mail is required.').pipe(z.email('Enter a valid e-mail address.')),
  password: z.string().min(1, 'Password is required.'),
  rememberMe: z.boolean(),
});
export type LoginForm = z.infer<typeof loginSchema>;
