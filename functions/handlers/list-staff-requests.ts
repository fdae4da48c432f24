import { listStaffRequests } from '#shared/api/routes/list-staff-requests.ts';
import { staffRoute } from '../http/staff-route';
import { listStaffRequests as list } from '../services/staff-request-list';

export const handler = staffRoute(listStaffRequests, async ({ params, query }) => list(params.type, query.filter ?? 'all', query.cursor));
