import { AdminDeleteUserCommand } from '@aws-sdk/client-cognito-identity-provider';
import { deleteMe } from '../../shared/api/routes/delete-me';
import { deleteUserItems } from '../data/accounts';
import { objectKeys } from '../data/object-keys';
import { deleteObjectsUnder } from '../data/uploads';
import { route } from '../lib/route';
import { cognito, userPoolId } from '../lib/user-pool';

/**
 * Deletes the caller's account. Data first, sign-in last: every step is idempotent, so when one
 * fails the person is still signed in and can simply try again, and nothing is left behind that
 * no one could reach. The record check of role routes refuses the deleted account at once.
 */
export const handler = route(deleteMe, async ({ principal }) => {
  for (const prefix of objectKeys.userPrefixes(principal.userId)) await deleteObjectsUnder(prefix);
  await deleteUserItems(principal.userId);
  await cognito
    .send(new AdminDeleteUserCommand({ UserPoolId: userPoolId, Username: principal.userId }))
    .catch((error: Error) => {
      // Already gone (a retry after a timeout): the account is deleted either way.
      if (error.name !== 'UserNotFoundException') throw error;
    });
  return undefined;
});
