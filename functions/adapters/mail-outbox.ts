import { DeleteCommand, PutCommand, QueryCommand, UpdateCommand } from '@aws-sdk/lib-dynamodb';
import { documentClient, tableName } from './dynamo';
import { ifConditionHolds, keys, sortableTime, updateOf } from './table';

/** What a queued mail sends: today only the verification link (issue 18: signup must not need SES). */
export type QueuedMailKind = 'verifyEmail';

/**
 * A mail SES refused (its sandbox, an outage, a throttle), waiting in the outbox to be tried again
 * by the deliver-queued-mail job. It holds no link and no address: the job makes a fresh link for
 * the account's current address when it sends, so a link is never stored in clear.
 */
export interface QueuedMail {
  readonly userId: string;
  readonly kind: QueuedMailKind;
  /** The verification e-mail's wording: 'signup' or 'resend'. */
  readonly reason: 'signup' | 'resend';
  readonly attempts: number;
  /** Epoch ms: the next attempt is due then. */
  readonly dueAt: number;
  readonly createdAt: number;
}

/** How long a queued mail may wait before the job gives up (the account's login re-sends a link anyway). */
export const queuedMailLifetimeMs = 7 * 24 * 60 * 60 * 1000;

function itemOf(mail: QueuedMail) {
  return {
    ...keys.queuedMail(mail.userId, mail.kind),
    ...keys.queuedMailList(mail.dueAt, mail.userId),
    ...mail,
    // DynamoDB's TTL, a day after the job stops trying.
    expiresAt: Math.ceil((mail.createdAt + queuedMailLifetimeMs) / 1000) + 24 * 60 * 60,
  };
}

/** Queues a mail; a mail of the same kind already queued for the account is replaced (one per account and kind). */
export async function queueMail(mail: QueuedMail): Promise<void> {
  await documentClient.send(new PutCommand({ TableName: tableName, Item: itemOf(mail) }));
}

/** The queued mails due at `now`, earliest first (at most `limit`). */
export async function dueMails(now: number, limit: number): Promise<QueuedMail[]> {
  const { Items = [] } = await documentClient.send(
    new QueryCommand({
      TableName: tableName,
      IndexName: 'GSI1',
      KeyConditionExpression: 'GSI1PK = :outbox AND GSI1SK < :due',
      // Keys are `<dueAt>#<userId>`: every key of a time up to `now` sorts below `<now + 1>`.
      ExpressionAttributeValues: { ':outbox': keys.queuedMailListPartition(), ':due': sortableTime(now + 1) },
      Limit: limit,
    }),
  );
  return Items.map(({ userId, kind, reason, attempts, dueAt, createdAt }) => ({ userId, kind, reason, attempts, dueAt, createdAt }) as QueuedMail);
}

/** Moves a queued mail to its next attempt, unless it was replaced or removed meanwhile. */
export async function deferMail(mail: QueuedMail, dueAt: number): Promise<void> {
  await ifConditionHolds(
    documentClient.send(
      new UpdateCommand({
        TableName: tableName,
        Key: keys.queuedMail(mail.userId, mail.kind),
        ...updateOf(
          { attempts: mail.attempts + 1, dueAt, ...keys.queuedMailList(dueAt, mail.userId) },
          { condition: 'attribute_exists(PK) AND #createdAt = :createdAt', values: { ':createdAt': mail.createdAt } },
        ),
      }),
    ),
  );
}

/** Removes a queued mail (sent, no longer needed, or given up). */
export async function removeQueuedMail(userId: string, kind: QueuedMailKind): Promise<void> {
  await documentClient.send(new DeleteCommand({ TableName: tableName, Key: keys.queuedMail(userId, kind) }));
}
