import * as z from 'zod/mini';
import '#shared/zod-locale.ts';
import { deleteAccountSchema } from '#shared/forms/delete-account.ts';
import { defineRoute } from '../route-definition';
import { accountDeletionNeeds } from '../account-deletion-needs';

export const deleteMe = defineRoute('deleteMe', {
  method: 'DELETE',
  path: '/me',
  area: 'account',
  access: 'signedIn',
  // deleted: a deletion that failed after the record went can be retried (each step is idempotent).
  serves: ['unverified', 'unapproved', 'deleted'],
  summary: "Re-verifies the current password, then deletes the caller's account: every stored object, every table item, then the Cognito user.",
  body: deleteAccountSchema,
  response: z.undefined(),
  successStatus: 204,
  // A retry after a partial failure counts again (rare; each step is idempotent).
  metric: 'AccountsDeleted',
  needs: accountDeletionNeeds,
});
