import { resetPassword } from '../../shared/api/routes/reset-password';
import { messages } from '../../shared/messages';
import { getAccount, recordPasswordReset } from '../data/accounts';
import { redeemLinkToken } from '../data/link-tokens';
import { linkRefusal } from '../lib/link-refusal';
import { hashLinkToken } from '../lib/link-token';
import { route } from '../lib/route';
import { endSessions } from '../lib/sessions';
import { setPoolPassword } from '../lib/user-pool';

/**
 * The reset link's page: the shared schema has checked the policy; the link is used once. Every
 * session ends before the new password is set (whoever knew the old one is out even if setting it
 * fails) and again after it (a sign-in with the old password in between is out too), and the reset
 * is noted so that the next verification ends them again.
 */
export const handler = route(resetPassword, async ({ body }) => {
  const redemption = await redeemLinkToken(hashLinkToken(body.token), 'resetPassword', Date.now());
  if (redemption.outcome !== 'redeemed') throw linkRefusal(redemption.outcome, messages.passwordReset);
  const { userId, email } = redemption.link;
  const account = await getAccount(userId);
  if (!account || account.email !== email) throw linkRefusal('unknown', messages.passwordReset);
  const now = Date.now();
  await recordPasswordReset(userId, now);
  await endSessions(userId, now);
  await setPoolPassword(userId, body.password);
  await endSessions(userId);
  return { status: 'reset' as const };
});
