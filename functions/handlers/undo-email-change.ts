import { undoEmailChange } from '../../shared/api/routes/undo-email-change';
import { messages } from '../../shared/messages';
import { replaceEmail, restoreEmail } from '../data/accounts';
import { getLinkToken, redeemLinkToken } from '../data/link-tokens';
import { allOrNothing } from '../lib/all-or-nothing';
import { conflict } from '../lib/errors';
import { linkRefusal } from '../lib/link-refusal';
import { hashLinkToken } from '../lib/link-token';
import { route } from '../lib/route';
import { endSessions } from '../lib/sessions';
import { findPoolUserId, isUserExistsError, setPoolEmail } from '../lib/user-pool';

const taken = () => conflict(messages.emailChangeUndo.taken, { token: messages.emailChangeUndo.taken });

/**
 * The undo link e-mailed to the old address after an e-mail change. The link itself proves the old
 * address, so it comes back verified; every session ends, since whoever changed the address may
 * still hold one. Links sent to the new address stop working: verification and reset links check
 * that the account's e-mail is still the one they were sent to.
 */
export const handler = route(undoEmailChange, async ({ body }) => {
  const tokenHash = hashLinkToken(body.token);
  const now = Date.now();
  // An address another account took meanwhile is refused before the link is spent, so the answer stays the same on a second click.
  const pending = await getLinkToken(tokenHash);
  if (pending?.purpose === 'undoEmailChange' && pending.usedAt === undefined) {
    const holder = await findPoolUserId(pending.email);
    if (holder && holder !== pending.userId) throw taken();
  }
  const redemption = await redeemLinkToken(tokenHash, 'undoEmailChange', now);
  if (redemption.outcome !== 'redeemed') throw linkRefusal(redemption.outcome, messages.emailChangeUndo);
  const { userId, email, createdAt } = redemption.link;

  await allOrNothing(async (onUndo) => {
    const before = await restoreEmail(userId, email, createdAt, now);
    // The account is gone, or its owner already undid a later change: this older link restores nothing.
    if (!before) throw linkRefusal('unknown', messages.emailChangeUndo);
    onUndo(() => replaceEmail(userId, before.email, before.emailVerified));
    try {
      await setPoolEmail(userId, email, true);
    } catch (error) {
      if (isUserExistsError(error)) throw taken();
      throw error;
    }
  });
  await endSessions(userId, now);
  return { status: 'restored' as const };
});
