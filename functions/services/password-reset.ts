import * as passwordResetMessages from '#shared/messages/password-reset.ts';
import { getAccount, recordPasswordReset } from '../adapters/accounts';
import { redeemLinkToken } from '../adapters/link-tokens';
import { setPoolPassword } from '../adapters/user-pool';
import { linkRefusal } from '../http/link-refusal';
import { hashLinkToken } from './link-token';
import { endSessions } from './sessions';

/**
 * The reset link's page: the shared schema has checked the policy; the link is used once. Every
 * session ends before the new password is set (whoever knew the old one is out even if setting it
 * fails) and again after it (a sign-in with the old password in between is out too), and the reset
 * is noted so that the next verification ends them again.
 */
export async function resetPassword(token: string, password: string): Promise<void> {
  const redemption = await redeemLinkToken(hashLinkToken(token), 'resetPassword', Date.now());
  if (redemption.outcome !== 'redeemed') throw linkRefusal(redemption.outcome, passwordResetMessages);
  const { userId, email } = redemption.link;
  const account = await getAccount(userId);
  if (!account || account.email !== email) throw linkRefusal('unknown', passwordResetMessages);
  const now = Date.now();
  await recordPasswordReset(userId, now);
  await endSessions(userId, now);
  await setPoolPassword(userId, password);
  await endSessions(userId);
}
