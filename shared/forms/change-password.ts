import * as z from 'zod';
import { messages } from '../messages';
import { policyPassword } from './password';

/** Profile → Password: the current password (re-verified by the API) and a new one under the policy. */
export const changePasswordSchema = z.strictObject({
  currentPassword: z.string().min(1, 'Current password is required.').max(256),
  newPassword: policyPassword(messages.profile.weakPassword),
});
export type ChangePasswordForm = z.infer<typeof changePasswordSchema>;
