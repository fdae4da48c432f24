import { listMyRequests } from '#shared/api/routes/list-my-requests.ts';
import { route } from '../http/route';
import { listMyRequests as list } from '../services/request-view';

export const handler = route(listMyRequests, async ({ principal, params }) => ({ requests: await list(principal.userId, params.type) }));
