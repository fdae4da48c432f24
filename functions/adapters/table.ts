import { needsApproval, type Role } from '#shared/access.ts';
import { createHash } from 'node:crypto';
import { listIndexName, stateListIndexName } from '#shared/api/table-partitions.ts';
import { type AccountKind, userPartition } from './table-keys';

export { chapterProgressSortPrefix, sortableTime } from './table-keys';
/** The key builders (table-keys.ts), for the scripts and tests: functions import table-keys itself. */
export * as keys from './table-keys';

/**
 * The one table: its key schema and indexes, read by the CDK data construct and by the
 * embedded bootstrap; its key builders are table-keys.ts's, the only code that writes `USER#...`
 * strings. Partition names come from shared/api/table-partitions.ts, which route grants use too.
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

export type { AccountKind } from './table-keys';

/** The list an account appears in: physicians in theirs, staff and admins together in the staff list. */
export function accountListKind(role: Role): AccountKind {
  return needsApproval(role) ? 'staff' : 'physician';
}

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
  const prefix = userPartition('');
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

/**
 * Which actions of a cancelled transaction failed their condition (by position), empty for any other
 * error. Lets a caller tell, say, "the id is taken" from "the limit is reached".
 */
export function failedConditionsOf(error: unknown): number[] {
  const { name, CancellationReasons } = (error ?? {}) as { name?: string; CancellationReasons?: readonly { Code?: string }[] };
  if (name !== 'TransactionCanceledException') return [];
  return (CancellationReasons ?? []).flatMap((reason, index) => (reason.Code === 'ConditionalCheckFailed' ? [index] : []));
}

/**
 * Whether a write lost a race with a transaction over one of its items (DynamoDB cancels the later
 * one: TransactionConflict). Nothing was written; the same write may simply be sent again. The SDK
 * does not retry it by itself.
 */
export function isTransactionConflict(error: unknown): boolean {
  const { name, CancellationReasons } = (error ?? {}) as { name?: string; CancellationReasons?: readonly { Code?: string }[] };
  if (name === 'TransactionConflictException') return true;
  return name === 'TransactionCanceledException' && !!CancellationReasons?.some((reason) => reason.Code === 'TransactionConflict');
}

/**
 * Sends a write again, after a short random pause that grows, while it loses races with concurrent
 * transactions over the same items (a counter many creates change at once), at most `attempts` times.
 */
export async function retryingConflicts<T>(write: () => Promise<T>, attempts = 8): Promise<T> {
  for (let attempt = 1; ; attempt++) {
    try {
      return await write();
    } catch (error) {
      if (!isTransactionConflict(error) || attempt >= attempts) throw error;
      await new Promise((resolve) => setTimeout(resolve, Math.random() * 25 * 2 ** Math.min(attempt, 5)));
    }
  }
}
