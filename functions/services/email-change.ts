import type { Account } from '#shared/api/account.ts';
import * as emailChangeMessages from '#shared/messages/email-change.ts';
import { claimLinkSend, getAccount, replaceEmail } from '../adapters/accounts';
import { emailReservedByOther, reserveEmail } from '../adapters/email-reservations';
import { deleteLinkToken } from '../adapters/link-tokens';
import { sendEmail } from '../adapters/mailer';
import { findPoolUserId, isUserExistsError, setPoolEmail } from '../adapters/user-pool';
import { badRequest, conflict, notFound, tooManyRequests } from '../http/errors';
import { createLink, mailWithFreshLink } from './account-links';
import { allOrNothing } from './all-or-nothing';
import { emailChangedNotice, verificationEmail } from './email-templates';
import { verifyCurrentPassword } from './current-password';
import { linkResendIntervalMs } from './link-token';
import { sendOrQueue } from './queued-mail';
import { endSessions } from './sessions';

/**
 * Changes the sign-in e-mail (spec §2 Edit Profile), once the current password is proved: the
 * pool's e-mail and the record change together, the account becomes unverified, a link goes to
 * the new address, and a verified old address is told, with a single-use link that undoes the
 * change (POST /email-change/undo) and is held for the account while that link works, so no one
 * else can take it meanwhile. All or nothing: no change is kept that the old address was not told
 * of; while SES refuses, both mails wait in the outbox (issue 18), the notice while its undo link works.
 * Then every session ends (the browser that made the change signs in again). The caller has
 * counted the request against the limits first.
 */
export async function changeEmail(account: Account, newEmail: string, currentPassword: string): Promise<Account> {
  const { userId } = account;
  // First, so that a session left open cannot even learn which addresses are in use.
  await verifyCurrentPassword(account.email, currentPassword);
  if (newEmail === account.email) throw badRequest(`Invalid body: email: ${emailChangeMessages.same}`, { email: emailChangeMessages.same });
  const now = Date.now();
  // An address held for another account's undo link answers exactly as one in use.
  const inUse = () => conflict(emailChangeMessages.inUse, { email: emailChangeMessages.inUse });
  if ((await findPoolUserId(newEmail)) || (await emailReservedByOther(newEmail, userId, now))) throw inUse();
  // Each change e-mails a stranger's address: at most one a minute.
  if (!(await claimLinkSend(userId, 'verificationSentAt', now, linkResendIntervalMs))) throw tooManyRequests(emailChangeMessages.tooSoon);

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
      await setPoolEmail(userId, newEmail, false);
    } catch (error) {
      if (isUserExistsError(error)) throw inUse();
      throw error;
    }
    onUndo(() => setPoolEmail(userId, account.email, account.emailVerified));
    // Checked again now that the pool holds the new address: a hold made since the first check.
    if (await emailReservedByOther(newEmail, userId, now)) throw inUse();
    await replaceEmail(userId, newEmail, false);
    onUndo(() => replaceEmail(userId, account.email, account.emailVerified));
    const recipient = { userId, email: newEmail, firstName: account.firstName };
    await sendOrQueue(
      userId,
      { kind: 'verifyEmail', reason: 'emailChange' },
      newEmail,
      () =>
        mailWithFreshLink(recipient, 'verifyEmail', now, {}, (url) =>
          verificationEmail({ firstName: account.firstName, url, reason: 'emailChange' }),
        ),
      now,
    );
    if (undo) {
      await sendOrQueue(
        userId,
        { kind: 'emailChangedNotice', oldEmail: account.email, newEmail, linkValidUntil: undo.validUntil },
        account.email,
        async () => {
          try {
            return await sendEmail(oldAddress.email, emailChangedNotice({ firstName: account.firstName, newEmail, url: undo.url }));
          } catch (error) {
            // The job makes its own link when it sends the notice.
            await deleteLinkToken(undo.tokenHash);
            throw error;
          }
        },
        now,
      );
    }
  });
  await endSessions(userId);
  const updated = await getAccount(userId);
  if (!updated) throw notFound('Account not found.');
  return updated;
}
