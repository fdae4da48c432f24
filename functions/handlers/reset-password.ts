import { resetPassword } from '../../shared/api/routes/reset-password';
import { messages } from '../../shared/messages';
import { getAccount } from '../data/accounts';
import { redeemLinkToken } from '../data/link-tokens';
import { linkRefusal } from '../lib/link-refusal';
import { hashLinkToken } from '../lib/link-token';
import { route } from '../lib/route';
import { setPoolPassword } from '../lib/user-pool';

/** The reset link's page: the shared schema has checked the policy; the link is used once. */
export const handler = route(resetPassword, async ({ body }) => {
  const redemption = await redeemLinkToken(hashLinkToken(body.token), 'resetPassword', Date.now());
  if (redemption.outcome !== 'redeemed') throw linkRefusal(redemption.outcome, messages.passwordReset);
  const { userId, email } = redemption.link;
  const account = await getAccount(userId);
  if (!account || account.email !== email) throw linkRefusal('unknown', messages.passwordReset);
  await setPoolPassword(userId, body.password);
  return { status: 'reset' as const };
});
