import { UpdateCommand } from '@aws-sdk/lib-dynamodb';
import { documentClient, tableName } from './dynamo';
import { isConditionFailed, updateOf } from './table';
import { subjectHash } from './rate-limit-subject';
import * as keys from './table-keys';

export { subjectHash } from './rate-limit-subject';

export interface CounterLimit {
  readonly max: number;
  readonly windowSeconds: number;
}

export type Allowance = { readonly allowed: true } | { readonly allowed: false; readonly retryAfterSeconds: number };

/** The window's end in the item a failed condition returns (raw attribute values: the document client does not convert errors). */
function windowEnd(item: Record<string, unknown> | undefined): number | undefined {
  const raw = item?.expiresAt as { N?: string } | number | undefined;
  const value = typeof raw === 'number' ? raw : Number(raw?.N);
  return Number.isFinite(value) ? value : undefined;
}

/**
 * Counts one request against one counter in a fixed window kept in one item, and says whether it
 * is allowed. `expiresAt` (epoch seconds) ends the window and is also the table's TTL attribute;
 * as DynamoDB deletes expired items late (and DynamoDB Local never does), the conditions compare
 * it with the clock rather than trusting that an expired counter is gone. A refused request does
 * not count.
 */
export async function takeAllowance(action: string, scope: string, value: string, limit: CounterLimit, now = Date.now()): Promise<Allowance> {
  const Key = keys.rateLimit(action, scope, subjectHash(scope, value));
  const nowSeconds = Math.floor(now / 1000);
  let retryAfterSeconds = limit.windowSeconds;
  // Two rounds: a concurrent request may start the window between our two writes.
  for (let round = 0; round < 2; round++) {
    try {
      await documentClient.send(
        new UpdateCommand({
          TableName: tableName,
          Key,
          ...updateOf(
            {},
            { add: { requests: 1 }, condition: '#expiresAt > :now AND #requests < :max', values: { ':now': nowSeconds, ':max': limit.max } },
          ),
          ReturnValuesOnConditionCheckFailure: 'ALL_OLD',
        }),
      );
      return { allowed: true };
    } catch (error) {
      if (!isConditionFailed(error)) throw error;
      const end = windowEnd((error as { Item?: Record<string, unknown> }).Item);
      if (end !== undefined && end > nowSeconds) retryAfterSeconds = end - nowSeconds;
    }
    try {
      await documentClient.send(
        new UpdateCommand({
          TableName: tableName,
          Key,
          ...updateOf(
            { requests: 1, expiresAt: nowSeconds + limit.windowSeconds },
            { condition: 'attribute_not_exists(#expiresAt) OR #expiresAt <= :now', values: { ':now': nowSeconds } },
          ),
        }),
      );
      return limit.max >= 1 ? { allowed: true } : { allowed: false, retryAfterSeconds: limit.windowSeconds };
    } catch (error) {
      if (!isConditionFailed(error)) throw error;
      // The window is live: either it is full, or another request just opened it; look again.
    }
  }
  return { allowed: false, retryAfterSeconds };
}
