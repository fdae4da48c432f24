import * as z from 'zod/mini';
import '../zod-locale';
import * as messages from '../messages';
import { currentPasswordSchema, policyPassword } from './password';

/** Profile → Password: the current password (re-verified by the API) and a new one under the policy. */
export const changePasswordSchema = z.strictObject({
  currentPassword: currentPasswordSchema,
  newPassword: policyPassword(messages.profile.weakPassword),
});
export type ChangePasswordForm = z.infer<typeof changePasswordSchema>;
