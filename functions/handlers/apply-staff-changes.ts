import { applyStaffChanges } from '#shared/api/routes/apply-staff-changes.ts';
import { staffRoute } from '../http/staff-route';
import { routeMetrics } from '../http/metrics';
import { applyStaffChanges as apply } from '../services/staff-roles';

export const handler = staffRoute(
  applyStaffChanges,
  async ({ principal, record, body }) => ({
    applied: await apply({ userId: principal.userId, viewer: record!.account }, body.edits),
  }),
  routeMetrics,
);
