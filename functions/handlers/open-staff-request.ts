import { openStaffRequest } from '#shared/api/routes/open-staff-request.ts';
import { staffRoute } from '../http/staff-route';
import { openStaffRequest as open } from '../services/staff-request-open';

export const handler = staffRoute(openStaffRequest, async ({ record, params }) => open(record.account, params));
