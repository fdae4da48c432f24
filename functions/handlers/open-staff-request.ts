import { openStaffRequest } from '#shared/api/routes/open-staff-request.ts';
import { route } from '../http/route';
import { openStaffRequest as open } from '../services/staff-request-open';

export const handler = route(openStaffRequest, async ({ params }) => open(params));
