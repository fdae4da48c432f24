import { changeEmail } from '../../shared/api/routes/change-email';
import { messages } from '../../shared/messages';
import { claimLinkSend, getAccount, replaceEmail } from '../adapters/accounts';
import { emailReservedByOther, reserveEmail } from '../adapters/email-reservations';
import { deleteLinkToken } from '../adapters/link-tokens';
import { createLink, mailEmailChangedNotice, mailVerificationLink } from '../services/account-links';
import { allOrNothing } from '../services/all-or-nothing';
import { clientOf, takeRateLimits } from '../services/abuse-limits';
import { verifyCurrentPassword } from '../services/current-password';
import { badRequest, conflict, notFound, tooManyRequests } from '../http/errors';
import { linkResendIntervalMs } from '../services/link-token';
import { route } from '../http/route';
import { endSessions } from '../services/sessions';
import { findPoolUserId, isUserExistsError, setPoolEmail } from '../adapters/user-pool';

/**
 * Changes the sign-in e-mail (spec §2 Edit Profile), once the current password is proved: the
 * pool's e-mail and the record change together, the account becomes unverified, a link goes to
 * the new address, and a verified old address is told, with a single-use link that undoes the
 * change (POST /email-change/undo) and is held for the account while that link works, so no one
 * else can take it meanwhile. All or nothing: no change is kept that the old address was not told of.
 * Then every session ends (the browser that made the change signs in again).
 */
export const handler = route(changeEmail, async ({ principal, record, body, event }) => {
  const { userId } = principal;
  const { account } = record;
  // Before any other answer: "in use" is learnt no faster than the limits allow.
  await takeRateLimits('emailChange', { client: clientOf(event), account: userId, address: body.email });
  // First, so that a session left open cannot even learn which addresses are in use.
  await verifyCurrentPassword(account.email, body.currentPassword);
  if (body.email === account.email) throw badRequest(`Invalid body: email: ${messages.emailChange.same}`, { email: messages.emailChange.same });
  const now = Date.now();
  // An address held for another account's undo link answers exactly as one in use.
  const inUse = () => conflict(messages.emailChange.inUse, { email: messages.emailChange.inUse });
  if ((await findPoolUserId(body.email)) || (await emailReservedByOther(body.email, userId, now))) throw inUse();
  // Each change e-mails a stranger's address: at most one a minute.
  if (!(await claimLinkSend(userId, 'verificationSentAt', now, linkResendIntervalMs))) throw tooManyRequests(messages.emailChange.tooSoon);

  // An old address never verified was never shown to be the holder's (anyone can sign up with
  // any address): it gets neither an undo link, which would hand it the account back verified,
  // nor the notice, which would tell a stranger about someone else's account.
  const tellOldAddress = account.emailVerified;
  await allOrNothing(async (onUndo) => {
    const oldAddress = { userId, email: account.email, firstName: account.firstName };
    const undo = tellOldAddress ? await createLink(oldAddress, 'undoEmailChange', now, { emailVerified: true }) : undefined;
    if (undo) {
      onUndo(() => deleteLinkToken(undo.tokenHash));
      // Held before the pool lets the address go, so no signup can slip in between (kept if this
      // change is taken back: it then holds the user's own address).
      await reserveEmail(userId, account.email, undo.validUntil);
    }
    try {
      await setPoolEmail(userId, body.email, false);
    } catch (error) {
      if (isUserExistsError(error)) throw inUse();
      throw error;
    }
    onUndo(() => setPoolEmail(userId, account.email, account.emailVerified));
    // Checked again now that the pool holds the new address: a hold made since the first check.
    if (await emailReservedByOther(body.email, userId, now)) throw inUse();
    await replaceEmail(userId, body.email, false);
    onUndo(() => replaceEmail(userId, account.email, account.emailVerified));
    const recipient = { userId, email: body.email, firstName: account.firstName };
    const link = await createLink(recipient, 'verifyEmail', now);
    onUndo(() => deleteLinkToken(link.tokenHash));
    await mailVerificationLink(recipient, link.url, 'emailChange');
    if (undo) await mailEmailChangedNotice(oldAddress, body.email, undo.url);
  });
  await endSessions(userId);
  const updated = await getAccount(userId);
  if (!updated) throw notFound('Account not found.');
  return updated;
});
