import { countStaffAwaitingApproval } from '#shared/api/routes/count-staff-awaiting-approval.ts';
import { staffRoute } from '../http/staff-route';
import { countStaffAwaitingApproval as count } from '../services/staff-list';

export const handler = staffRoute(countStaffAwaitingApproval, async () => ({ count: await count() }));
