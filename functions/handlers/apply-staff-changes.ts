import { applyStaffChanges } from '#shared/api/routes/apply-staff-changes.ts';
import { route } from '../http/route';
import { applyStaffChanges as apply } from '../services/staff-roles';

export const handler = route(applyStaffChanges, async ({ principal, record, body }) => ({
  applied: await apply({ userId: principal.userId, viewer: record!.account }, body.edits),
}));
