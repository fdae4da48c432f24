import * as z from 'zod/mini';
import '../zod-locale';
import * as profileMessages from '../messages/profile';
import { currentPasswordSchema, policyPassword } from './password';

/** Profile → Password: the current password (re-verified by the API) and a new one under the policy. */
export const changePasswordSchema = z.strictObject({
  currentPassword: currentPasswordSchema,
  newPassword: policyPassword(profileMessages.weakPassword),
});
export type ChangePasswordForm = z.infer<typeof changePasswordSchema>;
