import { AdminDeleteUserCommand } from '@aws-sdk/client-cognito-identity-provider';
import { deleteMe } from '../../shared/api/routes/delete-me';
import { deleteUserItems } from '../adapters/user-items';
import { objectKeys } from '../adapters/object-keys';
import { deleteObjectsUnder } from '../adapters/uploads';
import { verifyCurrentPassword } from '../services/current-password';
import { route } from '../http/route';
import { cognito, getPoolEmail, userPoolId } from '../adapters/user-pool';

/**
 * Deletes the caller's account, once the current password is proved (a session left open is not
 * enough). Data first, sign-in last: every step is idempotent, so when one fails the person is
 * still signed in and can simply try again, and nothing is left behind that no one could reach.
 * The record check of role routes refuses the deleted account at once.
 */
export const handler = route(deleteMe, async ({ principal, record, body }) => {
  const { userId } = principal;
  // A retry after a partial deletion finds no record: the pool still knows the address.
  const email = record?.account.email ?? (await getPoolEmail(userId));
  // Nothing left anywhere: an earlier call finished the job.
  if (!email) return undefined;
  await verifyCurrentPassword(email, body.currentPassword);
  for (const prefix of objectKeys.userPrefixes(userId)) await deleteObjectsUnder(prefix);
  await deleteUserItems(userId);
  await cognito.send(new AdminDeleteUserCommand({ UserPoolId: userPoolId, Username: userId })).catch((error: Error) => {
    // Already gone (a retry after a timeout): the account is deleted either way.
    if (error.name !== 'UserNotFoundException') throw error;
  });
  return undefined;
});
