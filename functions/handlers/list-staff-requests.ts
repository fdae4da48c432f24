import { listStaffRequests } from '#shared/api/routes/list-staff-requests.ts';
import { route } from '../http/route';
import { listStaffRequests as list } from '../services/staff-request-list';

export const handler = route(listStaffRequests, async ({ params, query }) => list(params.type, query.filter ?? 'all', query.cursor));
