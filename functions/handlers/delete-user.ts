import { deleteUser } from '#shared/api/routes/delete-user.ts';
import { staffRoute } from '../http/staff-route';
import { routeMetrics } from '../http/metrics';
import { deleteUserAsAdmin } from '../services/admin-user-deletion';

export const handler = staffRoute(
  deleteUser,
  async ({ principal, params }) => {
    await deleteUserAsAdmin(principal.userId, params.userId);
    return undefined;
  },
  routeMetrics,
);
