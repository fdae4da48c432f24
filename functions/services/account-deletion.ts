import { objectKeys } from '../adapters/object-keys';
import { deleteObjectsUnder } from '../adapters/uploads';
import { deletePoolUser, getPoolEmail, isUserNotFoundError } from '../adapters/user-pool';
import { deleteUserItems } from '../adapters/user-items';
import { verifyCurrentPassword } from './current-password';

/**
 * Deletes an account, once the current password is proved (a session left open is not enough).
 * Data first, sign-in last: every step is idempotent, so when one fails the person is still signed
 * in and can simply try again, and nothing is left behind that no one could reach. `recordEmail`:
 * the record's address, undefined when a retry after a partial deletion finds no record.
 */
export async function deleteAccount(userId: string, recordEmail: string | undefined, currentPassword: string): Promise<void> {
  // Without a record the pool still knows the address.
  const email = recordEmail ?? (await getPoolEmail(userId));
  // Nothing left anywhere: an earlier call finished the job.
  if (!email) return;
  await verifyCurrentPassword(email, currentPassword);
  for (const prefix of objectKeys.userPrefixes(userId)) await deleteObjectsUnder(prefix);
  await deleteUserItems(userId);
  await deletePoolUser(userId).catch((error: unknown) => {
    // Already gone (a retry after a timeout): the account is deleted either way.
    if (!isUserNotFoundError(error)) throw error;
  });
}
