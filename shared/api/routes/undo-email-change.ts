import * as z from 'zod/mini';
import '#shared/zod-locale.ts';
import { undoEmailChangeSchema } from '#shared/forms/account-email.ts';
import { defineRoute } from '../route-definition';

export const undoEmailChange = defineRoute('undoEmailChange', {
  method: 'POST',
  path: '/email-change/undo',
  area: 'account',
  access: 'public',
  summary:
    'Uses the single-use link sent to the old address after an e-mail change: restores that address (verified as it was), sets the new password it is sent with, and ends every session.',
  body: undoEmailChangeSchema,
  response: z.object({ status: z.literal('restored') }),
  metric: 'EmailChangesUndone',
  needs: {
    // RESERVATION: the old address held for this account while the link works.
    table: { access: 'write', partitions: ['USER', 'LINK', 'RESERVATION'] },
    userPool: ['AdminGetUser', 'AdminUpdateUserAttributes', 'AdminSetUserPassword', 'AdminUserGlobalSignOut'],
  },
  // A click on an e-mailed link, seldom needed.
  throttle: { rateLimit: 2, burstLimit: 5 },
});
