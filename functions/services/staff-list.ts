import { listStaffAccounts } from '../adapters/staff-accounts';
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
