import { createHash } from 'node:crypto';
import { listIndexName, type IndexPartition, type TablePartition } from '../../shared/api/table-partitions';

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
    { indexName: 'GSI2', partitionKey: { name: 'GSI2PK', type: 'S' }, sortKey: { name: 'GSI2SK', type: 'S' } },
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
export function accountListKind(role: 'physician' | 'staff' | 'admin'): AccountKind {
  return role === 'physician' ? 'physician' : 'staff';
}

/** A partition-key value: the partition's name, then its ids, joined by '#'. */
function partitionKey(partition: TablePartition | IndexPartition, ...ids: string[]): string {
  return [partition, ...ids].join('#');
}

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
  contactMessage(messageId: string) {
    return { PK: partitionKey('CONTACT', messageId), SK: 'MESSAGE' } as const;
  },
  /** Index keys that list contact messages, newest last in key order. */
  contactMessageList(createdAt: number) {
    return { GSI1PK: partitionKey('CONTACT_MESSAGES'), GSI1SK: sortableTime(createdAt) } as const;
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
} as const;

/** What an address hold is keyed by: a hash of the normalised address, never the address itself. */
export function emailReservationHash(email: string): string {
  return createHash('sha256').update(`email-reservation:${email.trim().toLowerCase()}`).digest('hex');
}

/** The user id inside an account key, or undefined when the key is not an account's. */
export function userIdFromKey(pk: string): string | undefined {
  const prefix = partitionKey('USER', '');
  return pk.startsWith(prefix) ? pk.slice(prefix.length) : undefined;
}
