import * as z from 'zod/mini';
import '../zod-locale';
import { currentPasswordSchema, emailSchema, newPasswordSchema } from './password';
import * as signupMessages from '../messages/signup';

/** Single-use links carry 43 characters of base64url (32 random bytes). */
export const linkTokenSchema = z.string().check(z.trim(), z.regex(/^[A-Za-z0-9_-]{20,200}$/, 'This link is not valid.'));

/** The verification link's page sends its token. */
export const verifyEmailSchema = z.object({ token: linkTokenSchema });

/** Forgot password: e-mail required (spec §5). */
export const forgotPasswordSchema = z.object({ email: emailSchema });
export type ForgotPasswordForm = z.input<typeof forgotPasswordSchema>;

/** The reset page's form: a new password under the policy, typed twice. */
export const newPasswordFormSchema = z
  .object({ password: newPasswordSchema, confirmPassword: z.string().check(z.minLength(1, 'Confirm your password.')) })
  .check(
    z.superRefine((value, context) => {
      if (value.confirmPassword.length > 0 && value.password !== value.confirmPassword) {
        context.addIssue({ code: 'custom', path: ['confirmPassword'], message: signupMessages.passwordsDoNotMatch });
      }
    }),
  );
export type NewPasswordForm = z.input<typeof newPasswordFormSchema>;

/** What the reset page sends: the link's token and the new password. */
export const resetPasswordSchema = z.object({ token: linkTokenSchema, password: newPasswordSchema });

/**
 * Changing the sign-in e-mail: the new address, verified again by a link, and the current password,
 * which the API re-verifies first (a session left open is not enough to take the account).
 */
export const changeEmailSchema = z.object({ email: emailSchema, currentPassword: currentPasswordSchema });
export type ChangeEmailForm = z.input<typeof changeEmailSchema>;

/**
 * The undo link sent to the old address after an e-mail change sends its token and a new password
 * (whoever changed the address knew the old one); the page asks for it with newPasswordFormSchema.
 */
export const undoEmailChangeSchema = z.object({ token: linkTokenSchema, password: newPasswordSchema });
