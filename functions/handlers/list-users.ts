import { listUsers } from '#shared/api/routes/list-users.ts';
import { staffRoute } from '../http/staff-route';
import { listUsers as list } from '../services/user-accounts';

export const handler = staffRoute(listUsers, async ({ query }) => list(query.cursor));
