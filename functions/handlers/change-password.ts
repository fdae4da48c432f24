import { AdminSetUserPasswordCommand } from '@aws-sdk/client-cognito-identity-provider';
import { changePassword } from '../../shared/api/routes/change-password';
import { messages } from '../../shared/messages';
import { verifyCurrentPassword } from '../services/current-password';
import { badRequest } from '../http/errors';
import { route } from '../http/route';
import { endSessions } from '../services/sessions';
import { cognito, userPoolId } from '../adapters/user-pool';

/**
 * The schema has already refused a new password outside the policy (cognito-local enforces none).
 * The current password is re-verified by signing in with it, as the spec asks, before the new one
 * is set. Then every session ends, this one too: the browser that made the change signs in again
 * with the new password (web/src/auth), anyone else holding a token or refresh token is out.
 */
export const handler = route(changePassword, async ({ principal, record, body }) => {
  await verifyCurrentPassword(record.account.email, body.currentPassword);
  try {
    await cognito.send(
      new AdminSetUserPasswordCommand({ UserPoolId: userPoolId, Username: principal.userId, Password: body.newPassword, Permanent: true }),
    );
  } catch (error) {
    // AWS's own policy check, should it ever be stricter than ours.
    if ((error as Error).name === 'InvalidPasswordException') {
      throw badRequest(messages.profile.weakPassword, { newPassword: messages.profile.weakPassword });
    }
    throw error;
  }
  // After the new password is set, so that a refused password leaves the caller signed in.
  await endSessions(principal.userId);
  return { changed: true as const };
});
