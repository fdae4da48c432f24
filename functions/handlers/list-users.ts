import { listUsers } from '#shared/api/routes/list-users.ts';
import { route } from '../http/route';
import { listUsers as list } from '../services/user-accounts';

export const handler = route(listUsers, async ({ query }) => list(query.cursor));
