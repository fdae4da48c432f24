import { BatchWriteCommand, QueryCommand, type DynamoDBDocumentClient, type QueryCommandInput } from '@aws-sdk/lib-dynamodb';
import { listIndexName } from '#shared/api/table-partitions.ts';
import * as keys from './table-keys';

/*
 * Deleting the items a query finds, with the client and table passed in (no environment read here),
 * so the handlers (functions/adapters/accounts.ts) and the create-admin script, which has its own
 * clients, delete a user's items the same way.
 */

export interface TableTarget {
  readonly documents: DynamoDBDocumentClient;
  readonly tableName: string;
}

type ItemQuery = Omit<QueryCommandInput, 'TableName' | 'ProjectionExpression' | 'ExclusiveStartKey'>;

/** Every item in the user's partition: the account and everything kept under it. */
export function userPartitionQuery(userId: string): ItemQuery {
  return { KeyConditionExpression: 'PK = :pk', ExpressionAttributeValues: { ':pk': keys.userPartition(userId) }, ConsistentRead: true };
}

/** Every e-mailed link of the user and every address held for the user, through their list in GSI1. */
export function userLinksQuery(userId: string): ItemQuery {
  return { IndexName: listIndexName, KeyConditionExpression: 'GSI1PK = :pk', ExpressionAttributeValues: { ':pk': keys.userLinksPartition(userId) } };
}

/** Deletes what `query` finds, page by page, 25 keys per batch; returns how many it deleted. */
export async function deleteQueried(target: TableTarget, query: ItemQuery): Promise<number> {
  let deleted = 0;
  let startKey: Record<string, unknown> | undefined;
  do {
    const page = await target.documents.send(
      new QueryCommand({
        TableName: target.tableName,
        ...query,
        ProjectionExpression: 'PK, SK',
        ...(startKey ? { ExclusiveStartKey: startKey } : {}),
      }),
    );
    const itemKeys = (page.Items ?? []).map((item) => ({ PK: item.PK, SK: item.SK }));
    for (let i = 0; i < itemKeys.length; i += 25) {
      await batchDelete(target, itemKeys.slice(i, i + 25));
      deleted += Math.min(25, itemKeys.length - i);
    }
    startKey = page.LastEvaluatedKey;
  } while (startKey);
  return deleted;
}

/** Deletes every outstanding e-mailed link of the user (and the addresses held for it): none can be used any more. */
export function deleteUserLinks(target: TableTarget, userId: string): Promise<number> {
  return deleteQueried(target, userLinksQuery(userId));
}

async function batchDelete(target: TableTarget, itemKeys: Record<string, unknown>[]): Promise<void> {
  let requests = itemKeys.map((Key) => ({ DeleteRequest: { Key } }));
  for (let attempt = 0; requests.length > 0; attempt++) {
    if (attempt > 0) await new Promise((resolve) => setTimeout(resolve, Math.min(1000, 50 * 2 ** attempt)));
    if (attempt > 8) throw new Error(`could not delete ${requests.length} items after ${attempt} attempts`);
    const { UnprocessedItems } = await target.documents.send(new BatchWriteCommand({ RequestItems: { [target.tableName]: requests } }));
    requests = (UnprocessedItems?.[target.tableName] ?? []) as typeof requests;
  }
}
