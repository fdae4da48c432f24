import { AdminSetUserPasswordCommand } from '@aws-sdk/client-cognito-identity-provider';
import { changePassword } from '../../shared/api/routes/change-password';
import { messages } from '../../shared/messages';
import { getAccount } from '../data/accounts';
import { verifyCurrentPassword } from '../lib/current-password';
import { badRequest, notFound } from '../lib/errors';
import { route } from '../lib/route';
import { cognito, userPoolId } from '../lib/user-pool';

/**
 * The schema has already refused a new password outside the policy (cognito-local enforces none).
 * The current password is re-verified by signing in with it, as the spec asks, before the new one
 * is set; the caller's other sessions keep working until their tokens expire.
 */
export const handler = route(changePassword, async ({ principal, body }) => {
  const account = await getAccount(principal.userId);
  if (!account) throw notFound('Account not found.');
  await verifyCurrentPassword(account.email, body.currentPassword);
  try {
    await cognito.send(new AdminSetUserPasswordCommand({ UserPoolId: userPoolId, Username: principal.userId, Password: body.newPassword, Permanent: true }));
  } catch (error) {
    // AWS's own policy check, should it ever be stricter than ours.
    if ((error as Error).name === 'InvalidPasswordException') {
      throw badRequest(messages.profile.weakPassword, { newPassword: messages.profile.weakPassword });
    }
    throw error;
  }
  return { changed: true as const };
});
