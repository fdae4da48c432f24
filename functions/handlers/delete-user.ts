import { deleteUser } from '#shared/api/routes/delete-user.ts';
import { route } from '../http/route';
import { deleteUserAsAdmin } from '../services/account-deletion';

export const handler = route(deleteUser, async ({ principal, params }) => {
  await deleteUserAsAdmin(principal.userId, params.userId);
  return undefined;
});
