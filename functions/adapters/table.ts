import { needsApproval, type Role } from '#shared/access.ts';
import { createHash } from 'node:crypto';
import { listIndexName, stateListIndexName, type IndexPartition, type TablePartition } from '#shared/api/table-partitions.ts';
import type { RequestType } from '#shared/constants/request-types.ts';

/**
 * The one table: its key schema and indexes, read by the CDK data construct and by the
 * embedded bootstrap, and the key builders, the only code that writes `USER#...` strings.
 * Partition names come from shared/api/table-partitions.ts, which route grants use too.
 */

export interface KeyAttribute {
  readonly name: string;
  readonly type: 'S' | 'N';
}

export interface IndexDefinition {
  readonly indexName: string;
  readonly partitionKey: KeyAttribute;
  readonly sortKey: KeyAttribute;
}

export interface TableDefinition {
  readonly partitionKey: KeyAttribute;
  readonly sortKey: KeyAttribute;
  readonly globalSecondaryIndexes: readonly IndexDefinition[];
  /** Items carrying this attribute (epoch seconds) are removed by DynamoDB's TTL. */
  readonly timeToLiveAttribute: string;
}

export const tableDefinition: TableDefinition = {
  partitionKey: { name: 'PK', type: 'S' },
  sortKey: { name: 'SK', type: 'S' },
  globalSecondaryIndexes: [
    // Lists by kind, newest first: accounts by role, requests by type.
    { indexName: listIndexName, partitionKey: { name: 'GSI1PK', type: 'S' }, sortKey: { name: 'GSI1SK', type: 'S' } },
    // The dashboard's status filter: requests by type and reviewed state, newest first.
    { indexName: stateListIndexName, partitionKey: { name: 'GSI2PK', type: 'S' }, sortKey: { name: 'GSI2SK', type: 'S' } },
  ],
  timeToLiveAttribute: 'expiresAt',
};

/** Every attribute name that takes part in a key, for the table's AttributeDefinitions. */
export function keyAttributes(definition: TableDefinition = tableDefinition): KeyAttribute[] {
  const all = [
    definition.partitionKey,
    definition.sortKey,
    ...definition.globalSecondaryIndexes.flatMap((index) => [index.partitionKey, index.sortKey]),
  ];
  return [...new Map(all.map((attribute) => [attribute.name, attribute])).values()];
}

/** Epoch milliseconds as a fixed-width string, so string sort keys order by time. */
export function sortableTime(epochMs: number): string {
  if (!Number.isInteger(epochMs) || epochMs < 0) throw new RangeError(`not an epoch time: ${epochMs}`);
  return epochMs.toString().padStart(15, '0');
}

export type AccountKind = 'physician' | 'staff';

/** The list an account appears in: physicians in theirs, staff and admins together in the staff list. */
export function accountListKind(role: Role): AccountKind {
  return needsApproval(role) ? 'staff' : 'physician';
}

/** A partition-key value: the partition's name, then its ids, joined by '#'. */
function partitionKey(partition: TablePartition | IndexPartition, ...ids: string[]): string {
  return [partition, ...ids].join('#');
}

/** Sort keys of a user's chapter progress items: CHAPTER#01 to CHAPTER#13. */
export const chapterProgressSortPrefix = 'CHAPTER#';

export const keys = {
  /** The partition holding every item of one user (the account and whatever hangs off it). */
  userPartition(userId: string) {
    return partitionKey('USER', userId);
  },
  account(userId: string) {
    return { PK: partitionKey('USER', userId), SK: 'ACCOUNT' } as const;
  },
  /** Index keys that list accounts of one kind, newest joiner first. */
  accountList(kind: AccountKind, joiningDate: number) {
    return { GSI1PK: partitionKey('ACCOUNTS', kind), GSI1SK: sortableTime(joiningDate) } as const;
  },
  accountListPartition(kind: AccountKind) {
    return partitionKey('ACCOUNTS', kind);
  },
  /** Who did what to an account from outside the product (e.g. create-admin's take-over), in the user's partition. */
  auditEntry(userId: string, at: number) {
    return { PK: partitionKey('USER', userId), SK: `AUDIT#${sortableTime(at)}` } as const;
  },
  /** Where a user is in one chapter of the course (position, completion), in the user's partition. */
  chapterProgress(userId: string, chapter: number) {
    return { PK: partitionKey('USER', userId), SK: `${chapterProgressSortPrefix}${String(chapter).padStart(2, '0')}` } as const;
  },
  contactMessage(messageId: string) {
    return { PK: partitionKey('CONTACT', messageId), SK: 'MESSAGE' } as const;
  },
  /** Index keys that list contact messages, newest last in key order. */
  contactMessageList(createdAt: number) {
    return { GSI1PK: partitionKey('CONTACT_MESSAGES'), GSI1SK: sortableTime(createdAt) } as const;
  },
  contactMessageListPartition() {
    return partitionKey('CONTACT_MESSAGES');
  },
  /**
   * Index keys of the sparse list of unhandled messages (GSI2, the Messages tab's Unhandled filter):
   * written with the message and removed in the same update that marks it handled.
   */
  unhandledContactMessageList(createdAt: number) {
    return { GSI2PK: keys.unhandledContactMessageListPartition(), GSI2SK: sortableTime(createdAt) } as const;
  },
  unhandledContactMessageListPartition() {
    return partitionKey('CONTACT_MESSAGES', 'unhandled');
  },
  /** One abuse-limit counter: an action's requests by one address, account or client (a hash, never the value itself). */
  rateLimit(action: string, scope: string, subjectHash: string) {
    return { PK: partitionKey('RATELIMIT', action, scope, subjectHash), SK: 'WINDOW' } as const;
  },
  /** A single-use e-mail link, found by the hash of its token (the token itself is never stored). */
  linkToken(tokenHash: string) {
    return { PK: partitionKey('LINK', tokenHash), SK: 'LINK' } as const;
  },
  /** Index keys that list a user's e-mailed links, so deleting the account deletes them too. */
  userLinks(userId: string, tokenHash: string) {
    return { GSI1PK: partitionKey('LINKS', userId), GSI1SK: tokenHash } as const;
  },
  /**
   * An old sign-in address held for its owner while the undo link sent there works (a hash of the
   * normalised address, never the address), listed among the user's links so that deleting the
   * account, or an admin take-over, removes it with them.
   */
  emailReservation(addressHash: string) {
    return { PK: partitionKey('RESERVATION', addressHash), SK: 'EMAIL' } as const;
  },
  userLinksPartition(userId: string) {
    return partitionKey('LINKS', userId);
  },
  /**
   * A compensation consultation or contract review, in its owner's partition (so deleting the
   * account deletes it), sorted by submission time within its type.
   */
  request(userId: string, type: RequestType, timeStamp: number) {
    return { PK: partitionKey('USER', userId), SK: `${keys.requestSortPrefix(type)}${sortableTime(timeStamp)}` } as const;
  },
  /** The sort-key prefix of one user's requests of a type (a Query with begins_with lists them). */
  requestSortPrefix(type: RequestType) {
    return `REQUEST#${type}#`;
  },
  /** Index keys that list every request of a type, newest first, for the staff's tables (GSI1). */
  requestList(type: RequestType, timeStamp: number) {
    return { GSI1PK: partitionKey('REQUESTS', type), GSI1SK: sortableTime(timeStamp) } as const;
  },
  /** Index keys that list the requests of a type in one reviewed state, newest first: the dashboard's filter (GSI2). */
  requestStateList(type: RequestType, reviewed: boolean, timeStamp: number) {
    return { GSI2PK: keys.requestStateListPartition(type, reviewed), GSI2SK: sortableTime(timeStamp) } as const;
  },
  requestListPartition(type: RequestType) {
    return partitionKey('REQUESTS', type);
  },
  requestStateListPartition(type: RequestType, reviewed: boolean) {
    return partitionKey('REQUESTS', type, reviewed ? 'reviewed' : 'unreviewed');
  },
  /**
   * The staff tables' totals of one request type (spec §2 "Showing N results"): `total` and
   * `reviewed` (unreviewed is the difference), changed in the same transaction as each request's
   * submission, withdrawal, deletion and review, so they are never recounted from the lists.
   */
  requestCounter(type: RequestType) {
    return { PK: partitionKey('COUNTER', 'REQUESTS', type), SK: 'COUNTER' } as const;
  },
  /**
   * One staff download of a physician's request file (who, which file, when), in the physician's
   * partition (so deleting the account deletes it), sorted by request then time.
   */
  requestAccess(userId: string, type: RequestType, timeStamp: number, at: number, staffId: string) {
    return { PK: partitionKey('USER', userId), SK: `${keys.requestAccessPrefix(type, timeStamp)}${sortableTime(at)}#${staffId}` } as const;
  },
  /** The sort-key prefix of the accesses of one request, or (no timeStamp) of every request of a type. */
  requestAccessPrefix(type: RequestType, timeStamp?: number) {
    return `ACCESS#${type}#${timeStamp === undefined ? '' : `${sortableTime(timeStamp)}#`}`;
  },
  /**
   * A staff member's feedback entry (spec §3 Staff feedbacks: by user, then type, then request id),
   * in the staff member's partition.
   */
  feedbackEntry(staffId: string, userId: string, type: RequestType, timeStamp: number) {
    return { PK: partitionKey('USER', staffId), SK: `FEEDBACK#${userId}#${type}#${sortableTime(timeStamp)}` } as const;
  },
  /**
   * A mail waiting to be sent again (SES refused it, e.g. in its sandbox): one per account and kind,
   * in the user's partition, so deleting the account deletes it too.
   */
  queuedMail(userId: string, kind: string) {
    return { PK: partitionKey('USER', userId), SK: `OUTBOX#${kind}` } as const;
  },
  /** Index keys of the outbox, by when the next attempt is due (the job reads what is due). */
  queuedMailList(dueAt: number, userId: string) {
    return { GSI1PK: partitionKey('MAIL_OUTBOX'), GSI1SK: `${sortableTime(dueAt)}#${userId}` } as const;
  },
  queuedMailListPartition() {
    return partitionKey('MAIL_OUTBOX');
  },
  /** An address the product no longer mails (it bounced or complained), by a hash of the address. */
  suppression(addressHash: string) {
    return { PK: partitionKey('SUPPRESSION', addressHash), SK: 'SUPPRESSION' } as const;
  },
  /** Index keys that list suppressed addresses for admins, oldest first in key order. */
  suppressionList(at: number) {
    return { GSI1PK: partitionKey('SUPPRESSIONS'), GSI1SK: sortableTime(at) } as const;
  },
  suppressionListPartition() {
    return partitionKey('SUPPRESSIONS');
  },
} as const;

/** What a suppression is keyed by: a hash of the normalised address (the item holds the address for admins). */
export function suppressionHash(email: string): string {
  return createHash('sha256').update(`suppression:${email.trim().toLowerCase()}`).digest('hex');
}

/** What an address hold is keyed by: a hash of the normalised address, never the address itself. */
export function emailReservationHash(email: string): string {
  return createHash('sha256').update(`email-reservation:${email.trim().toLowerCase()}`).digest('hex');
}

/** The user id inside an account key, or undefined when the key is not an account's. */
export function userIdFromKey(pk: string): string | undefined {
  const prefix = partitionKey('USER', '');
  return pk.startsWith(prefix) ? pk.slice(prefix.length) : undefined;
}

/*
 * Writes, one style for every item: an update is built from a partial object (updateOf) and a
 * failed condition is recognised by isConditionFailed, so no module writes an UpdateExpression or
 * matches an error name by hand. Pure, like the key builders: the handlers' document client
 * (dynamo.ts) and the create-admin script's own client send the same inputs.
 */

/** What an update changes: a value sets the attribute, null removes it, undefined leaves it alone. */
export type Changes = Readonly<Record<string, unknown>>;

export interface UpdateOptions {
  /**
   * Added to attributes: a number to a counter (an absent attribute starts at the amount), or a set
   * of numbers to a number set (members already present stay once; an absent set starts as these).
   */
  readonly add?: Readonly<Record<string, number | ReadonlySet<number>>>;
  /** The write's ConditionExpression; `#attr` in it names the attribute `attr`, as the update's placeholders do. */
  readonly condition?: string;
  /** The condition's own values (`:cutoff`); none may share a placeholder with a changed attribute. */
  readonly values?: Readonly<Record<string, unknown>>;
}

export interface UpdateParts {
  readonly UpdateExpression: string;
  readonly ConditionExpression?: string;
  readonly ExpressionAttributeNames: Record<string, string>;
  readonly ExpressionAttributeValues?: Record<string, unknown>;
}

/**
 * The expression parts of an UpdateCommand from a partial object: `#attr = :attr` for each value,
 * REMOVE for each null, ADD for `add`. Every name is a placeholder (no clash with DynamoDB's
 * reserved words, such as `role`), and only the placeholders used are declared, as DynamoDB demands.
 */
export function updateOf(changes: Changes, options: UpdateOptions = {}): UpdateParts {
  const names: Record<string, string> = {};
  const values: Record<string, unknown> = {};
  const set: string[] = [];
  const remove: string[] = [];
  const add: string[] = [];
  const name = (attribute: string) => {
    if (!/^[A-Za-z0-9_]+$/.test(attribute)) throw new RangeError(`not an attribute name: ${attribute}`);
    names[`#${attribute}`] = attribute;
    return `#${attribute}`;
  };
  for (const [attribute, value] of Object.entries(changes)) {
    if (value === undefined) continue;
    if (value === null) remove.push(name(attribute));
    else {
      set.push(`${name(attribute)} = :${attribute}`);
      values[`:${attribute}`] = value;
    }
  }
  for (const [attribute, amount] of Object.entries(options.add ?? {})) {
    add.push(`${name(attribute)} :${attribute}`);
    values[`:${attribute}`] = amount;
  }
  for (const [placeholder, value] of Object.entries(options.values ?? {})) {
    if (placeholder in values) throw new Error(`${placeholder} is both a changed attribute's value and the condition's`);
    values[placeholder] = value;
  }
  for (const [, attribute] of (options.condition ?? '').matchAll(/#([A-Za-z0-9_]+)/g)) name(attribute!);
  const clauses = [
    set.length ? `SET ${set.join(', ')}` : '',
    remove.length ? `REMOVE ${remove.join(', ')}` : '',
    add.length ? `ADD ${add.join(', ')}` : '',
  ];
  return {
    UpdateExpression: clauses.filter(Boolean).join(' '),
    ...(options.condition ? { ConditionExpression: options.condition } : {}),
    ExpressionAttributeNames: names,
    ...(Object.keys(values).length ? { ExpressionAttributeValues: values } : {}),
  };
}

/**
 * Whether a write was refused by its condition: a ConditionalCheckFailedException, or a transaction
 * cancelled because one of its conditions failed. By name, as AWS and DynamoDB Local both report it
 * (the document client passes the service's errors through).
 */
export function isConditionFailed(error: unknown): boolean {
  const { name, CancellationReasons } = (error ?? {}) as { name?: string; CancellationReasons?: readonly { Code?: string }[] };
  if (name === 'ConditionalCheckFailedException') return true;
  return name === 'TransactionCanceledException' && !!CancellationReasons?.some((reason) => reason.Code === 'ConditionalCheckFailed');
}

/** The write's output, or undefined when its condition failed; any other error is thrown. */
export async function ifConditionHolds<T>(write: Promise<T>): Promise<T | undefined> {
  try {
    return await write;
  } catch (error) {
    if (isConditionFailed(error)) return undefined;
    throw error;
  }
}
