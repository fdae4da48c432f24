/**
 * The partitions of the one table, named by the prefix of their partition-key values: a key value
 * is the name alone or `<name>#<id...>` (`USER#<userId>`, `CONTACT_MESSAGES`). The key builders in
 * functions/adapters/table.ts build every key from these names, routes declare which ones they touch
 * (`needs.table`), and the CDK grants exactly those with the dynamodb:LeadingKeys condition.
 */

/** Partitions of the table's own key (PK). */
export const tablePartitions = ['USER', 'LINK', 'CONTACT', 'RATELIMIT', 'RESERVATION', 'SUPPRESSION', 'COUNTER'] as const;
export type TablePartition = (typeof tablePartitions)[number];

/** The index that holds the lists (its name in functions/adapters/table.ts comes from here). */
export const listIndexName = 'GSI1';

/**
 * The index of lists by state (GSI2: requests by type and reviewed state, the dashboard's filter).
 * Routes declare its partitions apart (`needs.table.stateLists`), so a route granted the lists of
 * GSI1 cannot query GSI2 and the other way round.
 */
export const stateListIndexName = 'GSI2';

/**
 * Partitions of the list indexes' keys (GSI1PK, and GSI2PK for REQUESTS by reviewed state).
 */
export const indexPartitions = ['ACCOUNTS', 'LINKS', 'CONTACT_MESSAGES', 'REQUESTS', 'MAIL_OUTBOX', 'SUPPRESSIONS'] as const;
export type IndexPartition = (typeof indexPartitions)[number];

/** The dynamodb:LeadingKeys patterns (StringLike) that cover exactly one partition's key values. */
export function leadingKeyPatterns(partition: TablePartition | IndexPartition): [string, string] {
  return [partition, `${partition}#*`];
}

/** The partition a key value belongs to, or undefined when it is none of the declared ones. */
export function partitionOf(keyValue: string): TablePartition | IndexPartition | undefined {
  const name = keyValue.split('#', 1)[0];
  return [...tablePartitions, ...indexPartitions].find((partition) => partition === name);
}
