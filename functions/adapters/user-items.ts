import { documentClient, tableName } from './dynamo';
import { deleteQueried, userLinksQuery, userPartitionQuery } from './item-deletion';

// Its own module: the batch and query commands it needs would otherwise ride along in every
// handler that reads an account (the route factory's record check loads accounts.ts on each call).

/**
 * Deletes every item of the user: the user's partition (the account and everything kept under
 * it) and the e-mailed links (and held addresses) listed under the user in GSI1. Returns how many it deleted.
 */
export async function deleteUserItems(userId: string): Promise<number> {
  const target = { documents: documentClient, tableName };
  return (await deleteQueried(target, userPartitionQuery(userId))) + (await deleteQueried(target, userLinksQuery(userId)));
}
