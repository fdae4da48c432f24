import { DeleteCommand, PutCommand, QueryCommand, UpdateCommand } from '@aws-sdk/lib-dynamodb';
import type { RequestType } from '#shared/constants/request-types.ts';
import { documentClient, tableName } from './dynamo';
import { ifConditionHolds, sortableTime, updateOf } from './table';
import * as keys from './table-keys';

/**
 * What a queued mail sends (issue 18: no mail is lost because SES refused it). Links are never
 * stored: the job makes a fresh one when it sends. Addresses are not stored either, except the
 * old address of an e-mail change, which the account no longer holds (the link token of an undo
 * link holds it the same way, in the same partition), and the address and first name of a deleted
 * account's notice.
 */
export type QueuedMailContent =
  /** The verification link, to the account's current address; the wording by reason. */
  | { readonly kind: 'verifyEmail'; readonly reason: 'signup' | 'resend' | 'emailChange' }
  /** A password reset link, to the account's current address. */
  | { readonly kind: 'resetPassword' }
  /** The notice to the old address after an e-mail change, with an undo link working until `linkValidUntil` (epoch s). */
  | { readonly kind: 'emailChangedNotice'; readonly oldEmail: string; readonly newEmail: string; readonly linkValidUntil: number }
  /** "Your review is ready" for one request (one per request, so several can wait at once). */
  | { readonly kind: 'reviewDelivered'; readonly type: RequestType; readonly submittedAt: number }
  /** "Two-step sign-in was turned on for your account", to the account's current address. */
  | { readonly kind: 'twoStepTurnedOn' }
  /** To an admin: the staff account `staffUserId` waits for approval (one per waiting account, so several can wait at once). */
  | { readonly kind: 'staffAwaitingApproval'; readonly staffUserId: string }
  /** "Your staff account was approved", to the account's current address. */
  | { readonly kind: 'staffApproved' }
  /** "An admin reset your two-step sign-in", to the account's current address. */
  | { readonly kind: 'twoStepReset' }
  /**
   * "An administrator deleted your account", after the deletion (issue 37). No account holds the
   * address or the name any more, so the queued mail does, until it is sent or given up on
   * (queued-mail-lifetimes.ts): the only thing left in the deleted account's partition meanwhile.
   */
  | { readonly kind: 'accountDeleted'; readonly email: string; readonly firstName: string };

export type QueuedMailKind = QueuedMailContent['kind'];

/**
 * A mail SES refused (its sandbox, an outage, a throttle), waiting in the outbox to be tried again
 * by the deliver-queued-mail job, in the account's own partition (deleting the account deletes it).
 */
export type QueuedMail = QueuedMailContent & {
  readonly userId: string;
  readonly attempts: number;
  /** Epoch ms: the next attempt is due then. */
  readonly dueAt: number;
  readonly createdAt: number;
  /** Epoch ms: the job gives up on the mail then (services/queued-mail.ts sets it for each kind). */
  readonly givesUpAt: number;
};

/** The mail's place in the account's outbox: one per kind, and one per request for reviews. */
export function outboxSlot(mail: QueuedMailContent): string {
  if (mail.kind === 'reviewDelivered') return `${mail.kind}#${mail.type}#${sortableTime(mail.submittedAt)}`;
  return mail.kind === 'staffAwaitingApproval' ? `${mail.kind}#${mail.staffUserId}` : mail.kind;
}

function itemOf(mail: QueuedMail, listed: boolean) {
  return {
    ...keys.queuedMail(mail.userId, outboxSlot(mail)),
    ...(listed ? keys.queuedMailList(mail.dueAt, mail.userId) : {}),
    ...mail,
    // DynamoDB's TTL, a day after the job stops trying.
    expiresAt: Math.ceil(mail.givesUpAt / 1000) + 24 * 60 * 60,
  };
}

/**
 * Queues a mail; one already in its slot (same account and kind, or same request) is replaced.
 * `listed: false` writes the same item without its place in the outbox list: the job never sees
 * it, and DynamoDB's TTL removes it (a password-reset request for an address with no account
 * writes one, so that both answers make the same call; services/password-reset-request.ts).
 */
export async function queueMail(mail: QueuedMail, { listed = true }: { listed?: boolean } = {}): Promise<void> {
  await documentClient.send(new PutCommand({ TableName: tableName, Item: itemOf(mail, listed) }));
}

const queuedFields = [
  'userId',
  'kind',
  'attempts',
  'dueAt',
  'createdAt',
  'givesUpAt',
  'reason',
  'oldEmail',
  'newEmail',
  'linkValidUntil',
  'type',
  'submittedAt',
  'staffUserId',
  'email',
  'firstName',
];

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
  return Items.map((item) => Object.fromEntries(queuedFields.filter((field) => field in item).map((field) => [field, item[field]])) as QueuedMail);
}

/**
 * Moves a queued mail to its next attempt (`attempts`: the refusals so far, one more by default; a
 * mail held back by the hourly cap keeps its count), unless it was replaced or removed meanwhile.
 */
export async function deferMail(mail: QueuedMail, dueAt: number, attempts = mail.attempts + 1): Promise<void> {
  await ifConditionHolds(
    documentClient.send(
      new UpdateCommand({
        TableName: tableName,
        Key: keys.queuedMail(mail.userId, outboxSlot(mail)),
        ...updateOf(
          { attempts, dueAt, ...keys.queuedMailList(dueAt, mail.userId) },
          { condition: 'attribute_exists(PK) AND #createdAt = :createdAt', values: { ':createdAt': mail.createdAt } },
        ),
      }),
    ),
  );
}

/** Removes a queued mail (sent, no longer needed, or given up). */
export async function removeQueuedMail(userId: string, mail: QueuedMailContent): Promise<void> {
  await documentClient.send(new DeleteCommand({ TableName: tableName, Key: keys.queuedMail(userId, outboxSlot(mail)) }));
}
