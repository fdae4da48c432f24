import type { Account } from '#shared/api/account.ts';
import { awaitsApproval, receivesStaffApprovalMail } from '#shared/permissions.ts';
import { staffRoster } from '../adapters/staff-accounts';
import { loggableError, logger } from '../http/observability';
import { mailStaffApproved, mailStaffAwaitingApproval, sendOrQueue } from './queued-mail';

/**
 * The first week of a staff member (issue 29): the admins hear when one waits for approval, and the
 * member hears when approved. Each mail goes through the outbox (sent now, or queued while SES
 * refuses), in the recipient's own partition.
 */

/**
 * E-mails every approved admin that `staff` now waits for approval, when it does (it has just done
 * the last thing approval needs). A mail that cannot even be queued is logged, not thrown: what the
 * member did is kept, and Settings shows them waiting anyway.
 */
export async function announceWaitingStaff(staff: Account): Promise<void> {
  if (!awaitsApproval(staff)) return;
  const admins = await staffRoster().then(
    (roster) => roster.filter(receivesStaffApprovalMail),
    (error: unknown) => {
      logger.error('Admins not told of a staff account waiting for approval', { error: loggableError(error, [staff.email]) });
      return [];
    },
  );
  for (const admin of admins) {
    await sendOrQueue(admin.userId, { kind: 'staffAwaitingApproval', staffUserId: staff.userId }, admin.email, () =>
      mailStaffAwaitingApproval(admin, staff),
    ).catch((error: unknown) => {
      logger.error('An admin was not told of a staff account waiting for approval', { error: loggableError(error, [staff.email, admin.email]) });
    });
  }
}

/** E-mails each newly approved member that the dashboard is theirs at the next sign-in (logged, not thrown, on failure). */
export async function tellApprovedStaff(members: readonly { userId: string; email: string; firstName: string }[]): Promise<void> {
  for (const member of members) {
    try {
      await sendOrQueue(member.userId, { kind: 'staffApproved' }, member.email, () => mailStaffApproved(member.email, member.firstName));
    } catch (error) {
      logger.error('Approved staff member not told', { error: loggableError(error, [member.email]) });
    }
  }
}
