import { listStaff } from '#shared/api/routes/list-staff.ts';
import { staffRoute } from '../http/staff-route';
import { listStaff as list } from '../services/staff-list';

export const handler = staffRoute(listStaff, async ({ query }) => list(query.cursor));
