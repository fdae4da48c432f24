import * as z from 'zod/mini';
import '#shared/zod-locale.ts';
import { userIdParamsSchema } from '../user-accounts';
import { defineRoute } from '../route-definition';

export const resetStaffTwoStep = defineRoute('resetStaffTwoStep', {
  method: 'POST',
  path: '/staff/{userId}/two-step-reset',
  area: 'admin',
  access: 'admin',
  summary:
    "Settings' Reset two-step (a lost phone): turns the staff member's TOTP off in the pool, records it on their account so they set it up again at their next sign-in, ends every session and e-mails them. Never the admin's own.",
  params: userIdParamsSchema,
  response: z.object({ reset: z.literal(true) }),
  metric: 'TwoStepResetsByAdmin',
  needs: {
    // USER: the member's record (mfaEnabled removed, the reset noted, the session cut-off) and an audit item.
    table: { access: 'write', partitions: ['USER'] },
    // AdminSetUserMFAPreference: TOTP off in the pool; AdminUserGlobalSignOut: their sessions end.
    userPool: ['AdminSetUserMFAPreference', 'AdminUserGlobalSignOut'],
    // The member is told (or, while SES refuses, the notice is queued in their partition).
    email: true,
  },
});
