import * as dashboardMessages from '#shared/messages/dashboard.ts';
import { getAccount } from '../adapters/accounts';
import { getPoolContact } from '../adapters/user-pool';
import { forbidden, notFound } from '../http/errors';
import { loggableError, logger } from '../http/observability';
import { removeAccount } from './account-deletion';
import { mailAccountDeleted, sendOrQueue } from './queued-mail';
import { endSessions } from './sessions';

/**
 * User Settings' Delete (spec §2, §6): an admin deletes a physician's account. A module of its own
 * (not account-deletion.ts): only this route and the mail job carry the mailer.
 * - Never the admin's own account (Profile → Delete Account asks for the password), nor a staff
 *   or admin account: those are managed in Settings, where an admin removes approval and the
 *   account keeps its history; deleting another admin here would let one admin remove the others.
 * - The user's sessions end first (refresh tokens revoked, the record's cut-off), so nothing they
 *   do while the deletion runs is accepted; then removeAccount, the path DELETE /me takes.
 * - A retry after a partial deletion finds the pool user without its record and finishes the job;
 *   an id that names neither is 404.
 * - Once everything is gone the person is told by e-mail (issue 37): see tellDeletedUser.
 */
export async function deleteUserAsAdmin(adminId: string, userId: string, now = Date.now()): Promise<void> {
  if (userId === adminId) throw forbidden(dashboardMessages.cannotDeleteSelf);
  const account = await getAccount(userId);
  if (account && account.role !== 'physician') throw forbidden(dashboardMessages.cannotDeleteStaff);
  // Read before anything goes: after the deletion nothing holds the address or the name.
  const contact = account ? { email: account.email, firstName: account.firstName } : await getPoolContact(userId);
  if (!contact) throw notFound(dashboardMessages.userNotFound);
  await endSessions(userId);
  await removeAccount(userId);
  await tellDeletedUser(userId, contact, now);
}

/**
 * "An administrator deleted your account", once the deletion is complete, by the path of every
 * other mail: sent now, or, while SES refuses, queued (with the address and first name, which
 * nothing else holds now) for the job to send within three days. The deletion stands whatever
 * becomes of the mail: a failure to queue it too is logged, with no address or name, and not thrown.
 */
async function tellDeletedUser(userId: string, contact: { email: string; firstName: string }, now: number): Promise<void> {
  const { email, firstName } = contact;
  try {
    await sendOrQueue(userId, { kind: 'accountDeleted', email, firstName }, email, () => mailAccountDeleted(email, firstName), now);
  } catch (error) {
    logger.error('The deleted account’s notice was neither sent nor queued', {
      kind: 'accountDeleted',
      error: loggableError(error, [email, firstName]),
    });
  }
}
