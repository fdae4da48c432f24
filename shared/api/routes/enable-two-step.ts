import * as z from 'zod/mini';
import '#shared/zod-locale.ts';
import { defineRoute } from '../route-definition';

export const enableTwoStep = defineRoute('enableTwoStep', {
  method: 'POST',
  path: '/me/two-step',
  area: 'account',
  access: 'signedIn',
  // Staff set it up at their first sign-in, before an admin approves them (approval needs it).
  serves: ['unapproved'],
  summary:
    "Records that the caller's two-step sign-in (TOTP) is on, once the pool confirms it, ends every session and e-mails the account; unapproved staff now wait for approval, and the admins are e-mailed.",
  response: z.object({ enabled: z.literal(true) }),
  // AdminGetUser: the pool's UserMFASettingList is what proves TOTP is on (the browser set it up
  // with its own access token). table write: the record's mfaEnabled and sessionsValidAfter.
  // email: the holder is told (or, while SES refuses, the notice is queued in their partition).
  // lists ACCOUNTS: unapproved staff now wait for approval, and every approved admin (the staff
  // list, GSI1) is e-mailed, each mail queued in that admin's partition while SES refuses (issue 29).
  needs: {
    table: { access: 'write', partitions: ['USER'], lists: ['ACCOUNTS'] },
    userPool: ['AdminGetUser', 'AdminUserGlobalSignOut'],
    email: true,
  },
});
