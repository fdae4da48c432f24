import { listMyRequests } from '#shared/api/routes/list-my-requests.ts';
import { route } from '../http/route';
import { listMyRequests as list } from '../services/requests';

export const handler = route(listMyRequests, async ({ principal, params }) => ({ requests: await list(principal.userId, params.type) }));
