import * as z from 'zod/mini';
import '#shared/zod-locale.ts';
import { applyStaffChangesBodySchema } from '../staff-accounts';
import { defineRoute } from '../route-definition';

export const applyStaffChanges = defineRoute('applyStaffChanges', {
  method: 'POST',
  path: '/staff/changes',
  area: 'admin',
  access: 'admin',
  summary:
    "Settings' Apply: every role and approval edit in one transaction (each conditioned on what the admin saw), then the pool groups to match, then the changed members' sessions end; newly approved members are e-mailed.",
  body: applyStaffChangesBodySchema,
  response: z.object({ applied: z.number() }),
  metric: 'StaffChangesApplied',
  needs: {
    table: { access: 'write', partitions: ['USER'] },
    userPool: ['AdminAddUserToGroup', 'AdminRemoveUserFromGroup', 'AdminUserGlobalSignOut'],
    // Each newly approved member is told (or, while SES refuses, the mail is queued in their partition).
    email: true,
  },
});
