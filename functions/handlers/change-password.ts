import { changePassword } from '#shared/api/routes/change-password.ts';
import { route } from '../http/route';
import { changePassword as change } from '../services/password-change';

export const handler = route(changePassword, async ({ principal, record, body }) => {
  await change(principal.userId, record.account.email, body.currentPassword, body.newPassword);
  return { changed: true as const };
});
