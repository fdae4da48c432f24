import * as z from 'zod/mini';
import '#shared/zod-locale.ts';
import { userIdParamsSchema } from '../user-accounts';
import { defineRoute } from '../route-definition';
import { accountDeletionNeeds } from '../account-deletion-needs';

export const deleteUser = defineRoute('deleteUser', {
  method: 'DELETE',
  path: '/users/{userId}',
  area: 'admin',
  access: 'admin',
  summary:
    "User Settings' Delete: ends the physician's sessions, then removes everything of theirs as DELETE /me does (objects, table items, the Cognito user), then e-mails them that an administrator deleted it. Never the admin's own account nor a staff or admin account.",
  params: userIdParamsSchema,
  response: z.undefined(),
  successStatus: 204,
  metric: 'UsersDeletedByAdmin',
  needs: {
    ...accountDeletionNeeds,
    // AdminUserGlobalSignOut: the user's sessions end before anything is removed.
    userPool: [...accountDeletionNeeds.userPool, 'AdminUserGlobalSignOut'],
    // The person is told their account was deleted (or, while SES refuses, the notice is queued in the emptied partition).
    email: true,
  },
});
