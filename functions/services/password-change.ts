import * as profileMessages from '#shared/messages/profile.ts';
import { isPasswordPolicyError, setPoolPassword } from '../adapters/user-pool';
import { badRequest } from '../http/errors';
import { verifyCurrentPassword } from './current-password';
import { endSessions } from './sessions';

/**
 * The schema has already refused a new password outside the policy (cognito-local enforces none).
 * The current password is re-verified by signing in with it, as the spec asks, before the new one
 * is set. Then every session ends, this one too: the browser that made the change signs in again
 * with the new password (web/src/auth), anyone else holding a token or refresh token is out.
 */
export async function changePassword(userId: string, email: string, currentPassword: string, newPassword: string): Promise<void> {
  await verifyCurrentPassword(email, currentPassword);
  try {
    await setPoolPassword(userId, newPassword);
  } catch (error) {
    // AWS's own policy check, should it ever be stricter than ours.
    if (isPasswordPolicyError(error)) throw badRequest(profileMessages.weakPassword, { newPassword: profileMessages.weakPassword });
    throw error;
  }
  // After the new password is set, so that a refused password leaves the caller signed in.
  await endSessions(userId);
}
