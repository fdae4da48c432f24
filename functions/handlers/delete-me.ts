import { deleteMe } from '#shared/api/routes/delete-me.ts';
import { route } from '../http/route';
import { routeMetrics } from '../http/metrics';
import { deleteAccount } from '../services/account-deletion';

/** The record check of role routes refuses the deleted account at once. */
export const handler = route(
  deleteMe,
  async ({ principal, record, body }) => {
    await deleteAccount(principal.userId, record?.account.email, body.currentPassword);
    return undefined;
  },
  routeMetrics,
);
