import { requestTypes } from '#shared/constants/request-types.ts';
import { objectKeys } from '../adapters/object-keys';
import { deleteRequestCounted, getRequest, listRequests } from '../adapters/requests';
import { deleteObject, deleteObjectsUnder } from '../adapters/uploads';
import { deletePoolUser, getPoolEmail, isUserNotFoundError } from '../adapters/user-pool';
import { deleteUserItems } from '../adapters/user-items';
import { verifyCurrentPassword } from './current-password';

/**
 * Removes everything of an account: every object under the user's prefixes, every table item of
 * the user (the partition and the listed links), then the pool user. Data first, sign-in last:
 * every step is idempotent, so a failed deletion is simply run again, and nothing is left behind
 * that no one could reach. The one path for DELETE /me, an admin's DELETE /users/{userId}
 * (admin-user-deletion.ts) and the orphaned-accounts job.
 */
export async function removeAccount(userId: string): Promise<void> {
  await deleteUserRequests(userId);
  for (const prefix of objectKeys.userPrefixes(userId)) await deleteObjectsUnder(prefix);
  await deleteUserItems(userId);
  await deletePoolUser(userId).catch((error: unknown) => {
    // Already gone (a retry after a timeout): the account is deleted either way.
    if (!isUserNotFoundError(error)) throw error;
  });
}

/**
 * Deletes the caller's own account, once the current password is proved (a session left open is
 * not enough); the person is still signed in when a step fails and can try again. `recordEmail`:
 * the record's address, undefined when a retry after a partial deletion finds no record.
 */
export async function deleteAccount(userId: string, recordEmail: string | undefined, currentPassword: string): Promise<void> {
  // Without a record the pool still knows the address.
  const email = recordEmail ?? (await getPoolEmail(userId));
  // Nothing left anywhere: an earlier call finished the job.
  if (!email) return;
  await verifyCurrentPassword(email, currentPassword);
  await removeAccount(userId);
}

/**
 * Deletes the user's requests one by one, each with its review PDF (kept under the reviewing staff
 * member's prefix, staff/<staffId>/feedbacks/, which the user's own prefixes do not cover) and
 * uncounted from the staff tables' totals in the same transaction as its record. The review object
 * goes first: a retry still finds the record that names it. Their own PDFs go with requests/<userId>/.
 */
export async function deleteUserRequests(userId: string): Promise<void> {
  for (const type of requestTypes) {
    for (let record of await listRequests(userId, type)) {
      // Not a request this code wrote (no id, no state): never counted, it goes with the partition.
      if (!Number.isSafeInteger(record.timeStamp) || typeof record.reviewed !== 'boolean') continue;
      // A request reviewed meanwhile is read again and deleted as it now is.
      for (let attempt = 0; record && attempt < 3; attempt++) {
        if (record.reviewLink) await deleteObject(record.reviewLink);
        if (await deleteRequestCounted(record)) break;
        record = (await getRequest(userId, type, record.timeStamp))!;
      }
    }
  }
}
