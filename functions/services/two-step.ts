import type { Account } from '#shared/api/account.ts';
import * as twoStepMessages from '#shared/messages/two-step.ts';
import { markTwoStepEnabled } from '../adapters/accounts';
import { hasPoolTotp } from '../adapters/user-pool';
import { conflict } from '../http/errors';
import { mailTwoStepTurnedOn, sendOrQueue } from './queued-mail';
import { endSessions } from './sessions';
import { announceWaitingStaff } from './staff-approvals';

/**
 * The browser sets TOTP up with the pool itself (AssociateSoftwareToken, VerifySoftwareToken and
 * SetUserMFAPreference take the user's own access token); the record says so only once the pool
 * does (UserMFASettingList), so a caller cannot claim it. Then every session ends, this one too:
 * each was begun with the password alone, and staff reach the dashboard only from a sign-in that
 * asked for a code.
 */
export async function enableTwoStep(account: Account): Promise<void> {
  const { userId } = account;
  if (!(await hasPoolTotp(userId))) throw conflict(twoStepMessages.notSetUp);
  await markTwoStepEnabled(userId);
  await endSessions(userId);
  // The holder hears of it (sent now, or queued while SES refuses): a stranger with the password
  // who binds their own authenticator cannot do it unseen.
  await sendOrQueue(userId, { kind: 'twoStepTurnedOn' }, account.email, () => mailTwoStepTurnedOn(account.email, account.firstName));
  // Two-step sign-in is the last thing approval needs (the e-mail was verified before this sign-in):
  // unapproved staff now wait for an admin, and the admins hear of it (issue 29).
  await announceWaitingStaff({ ...account, mfaEnabled: true });
}
