import * as z from 'zod/mini';
import '#shared/zod-locale.ts';
import { deleteAccountSchema } from '#shared/forms/delete-account.ts';
import { defineRoute } from '../route-definition';

export const deleteMe = defineRoute('deleteMe', {
  method: 'DELETE',
  path: '/me',
  access: 'signedIn',
  // deleted: a deletion that failed after the record went can be retried (each step is idempotent).
  serves: ['unverified', 'unapproved', 'deleted'],
  summary: "Re-verifies the current password, then deletes the caller's account: every stored object, every table item, then the Cognito user.",
  body: deleteAccountSchema,
  response: z.undefined(),
  successStatus: 204,
  // A retry after a partial failure counts again (rare; each step is idempotent).
  metric: 'AccountsDeleted',
  needs: {
    // The user's partition, and the e-mailed links and held addresses found through the user's list of
    // them; the staff tables' counters (each request is uncounted as it is deleted).
    table: { access: 'write', partitions: ['USER', 'LINK', 'RESERVATION', 'COUNTER'], lists: ['LINKS'] },
    uploads: [
      { prefix: 'avatars/', uses: ['list', 'delete'] },
      { prefix: 'requests/', uses: ['list', 'delete'] },
      { prefix: 'staging/avatars/', uses: ['list', 'delete'] },
      { prefix: 'staging/requests/', uses: ['list', 'delete'] },
      // The reviews of the user's requests, under the reviewing staff member's prefix (named by each record).
      { prefix: 'staff/', uses: ['delete'] },
    ],
    // AdminGetUser: the address to re-verify the password with when a retry finds the record gone.
    userPool: ['AdminGetUser', 'AdminDeleteUser'],
  },
});
