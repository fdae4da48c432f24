import * as z from 'zod/mini';
import '../zod-locale';
import { messages } from '../messages';
import { policyPassword } from './password';

/** Profile → Password: the current password (re-verified by the API) and a new one under the policy. */
export const changePasswordSchema = z.strictObject({
  currentPassword: z.string().check(z.minLength(1, 'Current password is required.'), z.maxLength(256)),
  newPassword: policyPassword(messages.profile.weakPassword),
});
export type ChangePasswordForm = z.infer<typeof changePasswordSchema>;
