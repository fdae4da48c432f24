import type { UserRow } from '#shared/api/user-accounts.ts';
import { toAccount } from './accounts';
import { readListPage } from './list-pages';
import * as keys from './table-keys';

const pageSize = 50;
const physicianList = { list: keys.accountListPartition('physician'), itemPartition: 'USER', itemSort: 'ACCOUNT' };

/** A physician's account as a row of User Settings; chaptersDone rides on the index item, so the count costs no read. */
function rowOf(item: Record<string, unknown>): UserRow {
  const account = toAccount(item);
  const { userId, firstName, lastName, email, emailVerified, resident, practiceState, years, speciality, joiningDate } = account;
  return {
    userId,
    firstName,
    lastName,
    email,
    emailVerified,
    joiningDate,
    chaptersExplored: account.chaptersDone.length,
    ...(resident !== undefined ? { resident } : {}),
    ...(practiceState ? { practiceState } : {}),
    ...(years ? { years } : {}),
    ...(speciality ? { speciality } : {}),
  };
}

/**
 * A page of physicians' accounts, newest joiner first: one Query of their list (GSI1
 * `ACCOUNTS#physician`, every attribute projected). Undefined when the cursor is not one this list gave.
 */
export async function listPhysicianAccounts(cursor?: string): Promise<{ users: UserRow[]; cursor?: string } | undefined> {
  const page = await readListPage(physicianList, cursor, pageSize);
  if (!page) return undefined;
  const users = page.items.map(rowOf);
  return page.cursor ? { users, cursor: page.cursor } : { users };
}
