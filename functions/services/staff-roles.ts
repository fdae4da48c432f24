import type { Viewer } from '#shared/access.ts';
import type { StaffEdit, StaffMember } from '#shared/api/staff-accounts.ts';
import * as dashboardMessages from '#shared/messages/dashboard.ts';
import { approvalRefusal } from '#shared/permissions.ts';
import { getStaffAccounts, writeStaffChanges, type StaffChange, type StaffState } from '../adapters/staff-accounts';
import { addPoolUserToGroup, removePoolUserFromGroup } from '../adapters/user-pool';
import { badRequest, conflict, forbidden, HttpError, notFound } from '../http/errors';
import { errorCodes } from '#shared/api/errors.ts';
import { loggableError, logger } from '../http/observability';
import { allOrNothing } from './all-or-nothing';
import { endSessions } from './sessions';
import { tellApprovedStaff } from './staff-approvals';

/** The pool group a staff account belongs to: its role's once approved, none before (README "Security"). */
function groupOf(state: StaffState) {
  return state.approved ? state.role : undefined;
}

const sameState = (a: StaffState, b: StaffState) => a.role === b.role && a.approved === b.approved;

/**
 * Settings' Apply (spec §2, §4): the admin's edits, all or nothing.
 * 1. Refused before anything is written: the admin's own admin role or approval removed (403), an
 *    account that is not staff (404), an approval of staff whose e-mail is not verified or who have not set up two-step sign-in (400,
 *    approvalRefusal).
 * 2. One transaction writes every changed record, each conditioned on the role and approval the
 *    admin saw (409 when any changed meanwhile: nothing is written).
 * 3. The pool groups follow (the role's group only while approved). The pool is not in DynamoDB's
 *    transaction, so a failed group change undoes the groups changed so far and the records
 *    (allOrNothing), and table and groups agree again.
 * 4. Every member whose group changed is signed out everywhere, with the record's cut-off, so a
 *    demoted or unapproved member is refused on their next call, and a promoted or approved one
 *    signs in again to get tokens carrying the new group.
 * 5. Each newly approved member is e-mailed (sent now, or queued while SES refuses).
 */
export async function applyStaffChanges(admin: { userId: string; viewer: Viewer }, edits: readonly StaffEdit[]): Promise<number> {
  const own = edits.find((edit) => edit.userId === admin.userId);
  if (own && (own.role !== 'admin' || !own.approved)) {
    throw forbidden(dashboardMessages.cannotDemoteSelf);
  }
  const current = await getStaffAccounts(edits.map((edit) => edit.userId));
  const changes: StaffChange[] = [];
  for (const edit of edits) {
    const member = current.get(edit.userId);
    if (member === undefined || member === 'notStaff') throw notFound(dashboardMessages.notStaffAccount);
    const to = { role: edit.role, approved: edit.approved };
    if (sameState(edit.shown, to)) continue;
    const refusal = to.approved && !edit.shown.approved ? approvalRefusalOf(admin.viewer, member) : null;
    if (refusal) {
      const message = refusal === 'twoStepNotSetUp' ? dashboardMessages.approveTwoStepOnly : dashboardMessages.approveVerifiedOnly;
      throw badRequest(message, { [`edits.${edits.indexOf(edit)}.approved`]: message });
    }
    changes.push({ userId: edit.userId, from: edit.shown, to });
  }
  if (changes.length === 0) return 0;

  await allOrNothing(async (onUndo) => {
    if (!(await writeStaffChanges(changes, admin.userId))) throw conflict(dashboardMessages.staffChangedMeanwhile);
    onUndo(() => writeStaffChanges(changes.map(({ userId, from, to }) => ({ userId, from: to, to: from }))));
    for (const change of changes) {
      const before = groupOf(change.from);
      const after = groupOf(change.to);
      if (before === after) continue;
      try {
        if (before) {
          await removePoolUserFromGroup(change.userId, before);
          onUndo(() => addPoolUserToGroup(change.userId, before));
        }
        if (after) {
          await addPoolUserToGroup(change.userId, after);
          onUndo(() => removePoolUserFromGroup(change.userId, after));
        }
      } catch (error) {
        logger.error('Group change failed', { error: loggableError(error) });
        throw new HttpError(502, errorCodes.internal, dashboardMessages.groupChangeFailed);
      }
    }
    // Once the groups agree with the records, so a session renewed now gets the new groups. Ended
    // sessions are not restored by an undo (signing in again is harmless).
    for (const change of changes) if (groupOf(change.from) !== groupOf(change.to)) await endSessions(change.userId);
  });
  // Newly approved members hear that the dashboard is theirs (issue 29).
  await tellApprovedStaff(
    changes.flatMap(({ userId, from, to }) => {
      const member = current.get(userId);
      return to.approved && !from.approved && member !== undefined && member !== 'notStaff' ? [member] : [];
    }),
  );
  return changes.length;
}

/** approvalRefusal, for a staff account of either role (an admin waiting for approval is a staff account too). */
function approvalRefusalOf(approver: Viewer, member: StaffMember) {
  return approvalRefusal(approver, { role: 'staff', approved: member.approved, emailVerified: member.emailVerified, mfaEnabled: member.twoStep });
}
