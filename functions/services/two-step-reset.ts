import type { Viewer } from '#shared/access.ts';
import * as dashboardMessages from '#shared/messages/dashboard.ts';
import { twoStepResetRefusal } from '#shared/permissions.ts';
import { getAccount, recordTwoStepReset } from '../adapters/accounts';
import { turnOffPoolTotp } from '../adapters/user-pool';
import { forbidden, notFound } from '../http/errors';
import { mailTwoStepReset, sendOrQueue } from './queued-mail';
import { endSessions } from './sessions';

/**
 * An admin resets a staff member's two-step sign-in from Settings (issue 29: the member lost their
 * phone). Refused, before anything changes, for the admin's own account (403) and for an account
 * that is not staff or is gone (404). Then, in this order, each step idempotent so a failed reset is
 * simply tried again:
 * 1. the pool stops asking for the old authenticator's codes (AdminSetUserMFAPreference);
 * 2. the record loses mfaEnabled, with when and by whom (and an audit item): staff routes refuse the
 *    member until they set two-step up again, which their next sign-in leads them to;
 * 3. every session ends (a session on the lost phone too);
 * 4. the member is e-mailed (sent now, or queued while SES refuses).
 */
export async function resetStaffTwoStep(admin: { userId: string; viewer: Viewer }, userId: string, now = Date.now()): Promise<void> {
  const account = await getAccount(userId);
  if (!account) throw notFound(dashboardMessages.userNotFound);
  const refusal = twoStepResetRefusal(admin, { userId, viewer: account });
  if (refusal === 'self') throw forbidden(dashboardMessages.cannotResetOwnTwoStep);
  if (refusal === 'notAdmin') throw forbidden();
  if (refusal === 'notStaff') throw notFound(dashboardMessages.notStaffAccount);
  if (!(await turnOffPoolTotp(userId))) throw notFound(dashboardMessages.userNotFound);
  if (!(await recordTwoStepReset(userId, admin.userId, now))) throw notFound(dashboardMessages.userNotFound);
  await endSessions(userId, now);
  await sendOrQueue(userId, { kind: 'twoStepReset' }, account.email, () => mailTwoStepReset(account.email, account.firstName));
}
