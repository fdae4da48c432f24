import { createHash, randomUUID } from 'node:crypto';
import { ConditionalCheckFailedException } from '@aws-sdk/client-dynamodb';
import { PutCommand, UpdateCommand } from '@aws-sdk/lib-dynamodb';
import { contactRateLimit, type ContactMessageForm } from '../../shared/forms/contact';
import { documentClient, tableName } from './dynamo';
import { keys } from './table';

export interface RateLimit {
  readonly maxMessages: number;
  readonly windowSeconds: number;
}

/** The counter is keyed by a hash of the address, so the table never holds a visitor's IP. */
export function senderHash(address: string): string {
  return createHash('sha256').update(`contact:${address}`).digest('hex').slice(0, 32);
}

function isConditionFailure(error: unknown): boolean {
  return error instanceof ConditionalCheckFailedException || (error as { name?: string })?.name === 'ConditionalCheckFailedException';
}

/**
 * Counts one submission from `address` in a fixed window kept in one item, and says whether it is
 * allowed. `expiresAt` (epoch seconds) ends the window and is also the table's TTL attribute; as
 * DynamoDB deletes expired items late (and DynamoDB Local never does), the conditions compare it
 * with the clock rather than trusting that an expired counter is gone.
 */
export async function takeContactAllowance(address: string, now = Date.now(), limit: RateLimit = contactRateLimit): Promise<boolean> {
  const Key = keys.contactRateLimit(senderHash(address));
  const nowSeconds = Math.floor(now / 1000);
  // Two rounds: a concurrent request may start the window between our two writes.
  for (let round = 0; round < 2; round++) {
    try {
      await documentClient.send(
        new UpdateCommand({
          TableName: tableName,
          Key,
          UpdateExpression: 'ADD #count :one',
          ConditionExpression: '#expiresAt > :now AND #count < :max',
          ExpressionAttributeNames: { '#count': 'submissions', '#expiresAt': 'expiresAt' },
          ExpressionAttributeValues: { ':one': 1, ':now': nowSeconds, ':max': limit.maxMessages },
        }),
      );
      return true;
    } catch (error) {
      if (!isConditionFailure(error)) throw error;
    }
    try {
      await documentClient.send(
        new UpdateCommand({
          TableName: tableName,
          Key,
          UpdateExpression: 'SET #count = :one, #expiresAt = :end',
          ConditionExpression: 'attribute_not_exists(#expiresAt) OR #expiresAt <= :now',
          ExpressionAttributeNames: { '#count': 'submissions', '#expiresAt': 'expiresAt' },
          ExpressionAttributeValues: { ':one': 1, ':now': nowSeconds, ':end': nowSeconds + limit.windowSeconds },
        }),
      );
      return limit.maxMessages >= 1;
    } catch (error) {
      if (!isConditionFailure(error)) throw error;
      // The window is live: either it is full, or another request just opened it; look again.
    }
  }
  return false;
}

export interface StoredContactMessage extends ContactMessageForm {
  readonly messageId: string;
  readonly createdAt: number;
}

/** Stores one contact message (spec §3 Contact message: name, email, message). */
export async function saveContactMessage(form: ContactMessageForm, now = Date.now()): Promise<StoredContactMessage> {
  const messageId = randomUUID();
  const stored: StoredContactMessage = { messageId, createdAt: now, name: form.name, email: form.email, message: form.message };
  await documentClient.send(
    new PutCommand({
      TableName: tableName,
      Item: { ...keys.contactMessage(messageId), ...keys.contactMessageList(now), kind: 'contactMessage', ...stored },
      ConditionExpression: 'attribute_not_exists(PK)',
    }),
  );
  return stored;
}
