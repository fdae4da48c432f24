import { QueryCommand } from '@aws-sdk/lib-dynamodb';
import { listIndexName, stateListIndexName } from '#shared/api/table-partitions.ts';
import { documentClient, tableName } from './dynamo';
import { decodeListCursor, encodeListCursor, listKeyNames, type ListShape } from './list-cursor';

/**
 * One page of an index list (GSI1, or GSI2 for a `stateList`), newest first: one Query of one index partition, never a scan.
 * Undefined when the cursor is not one this list gave (the caller answers 400 naming `cursor`).
 */
export async function readListPage(
  shape: ListShape,
  cursor: string | undefined,
  pageSize: number,
): Promise<{ items: Record<string, unknown>[]; cursor?: string } | undefined> {
  const startKey = cursor === undefined ? undefined : decodeListCursor(cursor, shape);
  if (cursor !== undefined && !startKey) return undefined;
  const page = await documentClient.send(
    new QueryCommand({
      TableName: tableName,
      IndexName: shape.stateList ? stateListIndexName : listIndexName,
      KeyConditionExpression: `${listKeyNames(shape).pk} = :list`,
      ExpressionAttributeValues: { ':list': shape.list },
      ScanIndexForward: false,
      Limit: pageSize,
      ...(startKey ? { ExclusiveStartKey: startKey } : {}),
    }),
  );
  const items = page.Items ?? [];
  return page.LastEvaluatedKey ? { items, cursor: encodeListCursor(page.LastEvaluatedKey, shape) } : { items };
}

export interface PrefixQueryOptions {
  /** Sort keys descending (newest first for time-stamped keys). */
  readonly newestFirst?: boolean;
  /** Only these attributes (each through a placeholder, since some are DynamoDB reserved words). */
  readonly attributes?: readonly string[];
  readonly consistentRead?: boolean;
}

/**
 * Every item of one partition whose sort key starts with `prefix`, page after page: Queries of that
 * partition only, never a scan.
 */
export async function readAllWithPrefix(partition: string, prefix: string, options: PrefixQueryOptions = {}): Promise<Record<string, unknown>[]> {
  const { newestFirst = false, attributes, consistentRead } = options;
  const items: Record<string, unknown>[] = [];
  let startKey: Record<string, unknown> | undefined;
  do {
    const page = await documentClient.send(
      new QueryCommand({
        TableName: tableName,
        KeyConditionExpression: 'PK = :pk AND begins_with(SK, :prefix)',
        ExpressionAttributeValues: { ':pk': partition, ':prefix': prefix },
        ...(attributes
          ? {
              ProjectionExpression: attributes.map((name) => `#${name}`).join(', '),
              ExpressionAttributeNames: Object.fromEntries(attributes.map((name) => [`#${name}`, name])),
            }
          : {}),
        ...(newestFirst ? { ScanIndexForward: false } : {}),
        ...(consistentRead ? { ConsistentRead: true } : {}),
        ...(startKey ? { ExclusiveStartKey: startKey } : {}),
      }),
    );
    items.push(...(page.Items ?? []));
    startKey = page.LastEvaluatedKey;
  } while (startKey);
  return items;
}
