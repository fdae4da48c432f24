import { listPhysicianAccounts } from '../adapters/user-accounts';
import { unknownCursor } from '../http/errors';

/** User Settings' table: a page of physicians, newest joiner first. */
export async function listUsers(cursor?: string) {
  const page = await listPhysicianAccounts(cursor);
  if (!page) throw unknownCursor();
  return page;
}
