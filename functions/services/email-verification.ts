import type { Role } from '#shared/access.ts';
import * as verificationMessages from '#shared/messages/verification.ts';
import { getAccount, markEmailVerified } from '../adapters/accounts';
import { redeemLinkToken } from '../adapters/link-tokens';
import { setPoolEmail } from '../adapters/user-pool';
import { linkRefusal } from '../http/link-refusal';
import { hashLinkToken } from './link-token';
import { endSessions } from './sessions';

/** Uses a verification link: the account (and the pool) become verified on the address it was sent to. */
export async function verifyEmail(token: string): Promise<{ role: Role }> {
  const redemption = await redeemLinkToken(hashLinkToken(token), 'verifyEmail', Date.now());
  if (redemption.outcome !== 'redeemed') throw linkRefusal(redemption.outcome, verificationMessages);
  const { userId, email } = redemption.link;
  // A link sent to an address the user has since changed verifies nothing.
  const account = await getAccount(userId);
  if (!account || account.email !== email) throw linkRefusal('unknown', verificationMessages);
  // The record first, conditioned on the address: a concurrent e-mail change then wins, and the
  // pool is never left verified on an address the record no longer holds.
  const verified = await markEmailVerified(userId, email);
  if (!verified) throw linkRefusal('unknown', verificationMessages);
  await setPoolEmail(userId, email, true);
  // Someone who signed up with this address and kept a session loses it once the owner has both
  // reset the password and verified, in either order (the reset ended sessions too).
  if (verified.followedReset) await endSessions(userId);
  return { role: verified.account.role };
}
