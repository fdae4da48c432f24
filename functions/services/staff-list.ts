import { awaitsApproval } from '#shared/permissions.ts';
import { listStaffAccounts, staffRoster } from '../adapters/staff-accounts';
import { unknownCursor } from '../http/errors';

/**
 * Settings' staff table, a page at a time: one Query of the staff list. Apart from staff-roles.ts
 * (the changes, which call the user pool) so that this route's function carries no Cognito client.
 */
export async function listStaff(cursor?: string) {
  const page = await listStaffAccounts(cursor);
  if (!page) throw unknownCursor();
  return page;
}

/** How many staff accounts wait for an admin's approval (issue 29: Settings' tab and heading). */
export async function countStaffAwaitingApproval(): Promise<number> {
  return (await staffRoster()).filter(awaitsApproval).length;
}
