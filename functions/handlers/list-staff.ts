import { listStaff } from '#shared/api/routes/list-staff.ts';
import { route } from '../http/route';
import { listStaff as list } from '../services/staff-list';

export const handler = route(listStaff, async ({ query }) => list(query.cursor));
