import * as emailChangeUndoMessages from '#shared/messages/email-change-undo.ts';
import * as signupMessages from '#shared/messages/signup.ts';
import { getEmailRestoreMarker, mayRestoreEmail, restoreEmail, undoEmailRestore } from '../adapters/accounts';
import { emailReservedByOther, releaseEmail } from '../adapters/email-reservations';
import { getLinkToken, redeemLinkToken, unspendLinkToken, type LinkToken } from '../adapters/link-tokens';
import { findPoolUserId, isPasswordPolicyError, isUserExistsError, setPoolEmail, setPoolPassword } from '../adapters/user-pool';
import { badRequest, conflict } from '../http/errors';
import { linkRefusal } from '../http/link-refusal';
import { allOrNothing } from './all-or-nothing';
import { hashLinkToken } from './link-token';
import { endSessions } from './sessions';

const taken = () => conflict(emailChangeUndoMessages.taken, { token: emailChangeUndoMessages.taken });

/** Why this link cannot restore now, checked before it is spent so a second click hears the same. */
async function refusal(link: LinkToken, now: number): Promise<Error | undefined> {
  // The account's owner already used an older link of the same chain of changes (older links win).
  if (!mayRestoreEmail(await getEmailRestoreMarker(link.userId), link.createdAt)) return linkRefusal('unknown', emailChangeUndoMessages);
  const holder = await findPoolUserId(link.email);
  // The address is held for its owner while this link works; this stays for what the hold cannot prevent.
  if ((holder && holder !== link.userId) || (await emailReservedByOther(link.email, link.userId, now))) return taken();
  return undefined;
}

/**
 * The undo link e-mailed to the old address after an e-mail change. The link proves the old
 * address, which comes back as verified as it was when the link was sent. Whoever changed the
 * address knew the password, so the person sets a new one in the same request, and then every
 * session ends. Links sent to the new address stop working: verification and reset links check
 * that the account's e-mail is still the one they were sent to.
 */
export async function undoEmailChange(token: string, password: string): Promise<void> {
  const tokenHash = hashLinkToken(token);
  const now = Date.now();
  const pending = await getLinkToken(tokenHash);
  if (pending?.purpose === 'undoEmailChange' && pending.usedAt === undefined) {
    const refused = await refusal(pending, now);
    if (refused) throw refused;
  }
  const redemption = await redeemLinkToken(tokenHash, 'undoEmailChange', now);
  if (redemption.outcome !== 'redeemed') throw linkRefusal(redemption.outcome, emailChangeUndoMessages);
  const { userId, email, createdAt, emailVerified = false } = redemption.link;

  await allOrNothing(async (onUndo) => {
    // A restore refused or taken back leaves the link as it was: usable, or refused the same way again.
    onUndo(() => unspendLinkToken(tokenHash));
    const restored = await restoreEmail(userId, email, emailVerified, createdAt, now);
    // The account is gone, or an older link of the same chain was used meanwhile.
    if (!restored) throw linkRefusal('unknown', emailChangeUndoMessages);
    onUndo(() => undoEmailRestore(userId, restored.before, restored.marker));
    try {
      await setPoolEmail(userId, email, emailVerified);
    } catch (error) {
      if (isUserExistsError(error)) throw taken();
      throw error;
    }
    onUndo(() => setPoolEmail(userId, restored.before.email, restored.before.emailVerified));
    try {
      await setPoolPassword(userId, password);
    } catch (error) {
      // The shared schema checked the policy; AWS would refuse a password its pool policy rejects.
      if (isPasswordPolicyError(error)) {
        throw badRequest(`Invalid body: password: ${signupMessages.passwordHint}`, { password: signupMessages.passwordHint });
      }
      throw error;
    }
  });
  await endSessions(userId, now);
  // The address is the account's again: the hold has done its job.
  await releaseEmail(userId, email);
}
