import { readListPage } from '../adapters/list-pages';
import { type AccountKind } from '../adapters/table';
import * as keys from '../adapters/table-keys';
import { poolUserIds } from '../adapters/user-pool';
import { logger } from '../http/observability';
import { removeAccount } from './account-deletion';

/**
 * An account younger than this is left alone: signup creates the pool user before the record, and
 * a pool listing taken a moment before a signup must not remove it.
 */
export const orphanGraceMs = 60 * 60 * 1000;

const accountKinds: readonly AccountKind[] = ['physician', 'staff'];

/**
 * The remove-orphaned-accounts job: every account listed in the table (GSI1 ACCOUNTS#<kind>) whose
 * pool user is gone (the person called Cognito's own DeleteUser with their access token, which
 * skips the product's deletion) is removed by account deletion's own path: objects, items, links.
 * Reads the pool's users once (ListUsers), then the lists a page at a time. Returns how many.
 */
export async function removeOrphanedAccounts(now = Date.now()): Promise<{ checked: number; removed: number }> {
  const inPool = await poolUserIds();
  let checked = 0;
  let removed = 0;
  for (const kind of accountKinds) {
    const shape = { list: keys.accountListPartition(kind), itemPartition: 'USER', itemSort: 'ACCOUNT' };
    let cursor: string | undefined;
    do {
      const page = await readListPage(shape, cursor, 100);
      if (!page) break;
      for (const item of page.items) {
        checked += 1;
        const userId = typeof item.userId === 'string' ? item.userId : undefined;
        const joined = typeof item.joiningDate === 'number' ? item.joiningDate : now;
        if (!userId || inPool.has(userId) || now - joined < orphanGraceMs) continue;
        await removeAccount(userId);
        removed += 1;
      }
      cursor = page.cursor;
    } while (cursor);
  }
  // Counts only: ids name people.
  if (removed > 0) logger.info('Orphaned accounts removed', { checked, removed });
  return { checked, removed };
}
