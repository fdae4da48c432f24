import * as z from 'zod/mini';
import '#shared/zod-locale.ts';
import { defineRoute } from '../route-definition';

export const countStaffAwaitingApproval = defineRoute('countStaffAwaitingApproval', {
  method: 'GET',
  path: '/staff/awaiting-approval',
  area: 'admin',
  access: 'admin',
  summary:
    "How many staff accounts wait for an admin's approval (a verified e-mail, two-step sign-in, not yet approved): the count on the Settings tab.",
  response: z.object({ count: z.number() }),
  // The caller's record (USER), then the staff list in GSI1 (a few dozen accounts, a few attributes each).
  needs: { table: { access: 'read', partitions: ['USER'], lists: ['ACCOUNTS'] } },
});
