import { DeleteCommand, GetCommand, PutCommand } from '@aws-sdk/lib-dynamodb';
import type { SuppressionRow } from '#shared/api/suppressions.ts';
import { documentClient, tableName } from './dynamo';
import { readListPage } from './list-pages';
import { ifConditionHolds, suppressionHash } from './table';
import * as keys from './table-keys';

/** Why the product stopped mailing an address: SES reported a permanent bounce or a complaint. */
export type SuppressionReason = 'bounce' | 'complaint';

/**
 * An address the product no longer mails. Keyed by a hash of the address (so the mailer's check is
 * one read), listed in SUPPRESSIONS (GSI1) oldest first for the admins' list; it holds the address
 * itself because an admin must see which one. It outlives the account on purpose: a deleted
 * account's address still bounces.
 */
export interface Suppression {
  readonly email: string;
  readonly reason: SuppressionReason;
  /** SES's own words: the bounce type and subtype, or the complaint's feedback type. */
  readonly detail: string;
  /** Epoch ms of the event. */
  readonly at: number;
}

export async function isSuppressed(email: string): Promise<boolean> {
  const { Item } = await documentClient.send(
    new GetCommand({ TableName: tableName, Key: keys.suppression(suppressionHash(email)), ProjectionExpression: 'PK' }),
  );
  return Item !== undefined;
}

/** Records (or refreshes) a suppression; a later event for the same address replaces the earlier one. */
export async function recordSuppression(suppression: Suppression): Promise<void> {
  const email = suppression.email.trim().toLowerCase();
  await documentClient.send(
    new PutCommand({
      TableName: tableName,
      Item: { ...keys.suppression(suppressionHash(email)), ...keys.suppressionList(suppression.at), ...suppression, email },
    }),
  );
}

const pageSize = 50;
const suppressionList = { list: keys.suppressionListPartition(), itemPartition: 'SUPPRESSION', itemSort: 'SUPPRESSION' };

function rowOf(item: Record<string, unknown>): SuppressionRow {
  return {
    suppressionId: String(item.PK).slice(keys.suppression('').PK.length),
    email: String(item.email),
    reason: item.reason === 'complaint' ? 'complaint' : 'bounce',
    detail: String(item.detail ?? ''),
    at: Number(item.at),
  };
}

/** A page of suppressed addresses, newest first (GSI1 `SUPPRESSIONS`). Undefined for a cursor this list did not give. */
export async function listSuppressions(cursor?: string): Promise<{ suppressions: SuppressionRow[]; cursor?: string } | undefined> {
  const page = await readListPage(suppressionList, cursor, pageSize);
  if (!page) return undefined;
  const suppressions = page.items.map(rowOf);
  return page.cursor ? { suppressions, cursor: page.cursor } : { suppressions };
}

/** Lifts a suppression (the mailer sends to the address again); false when there was none. */
export async function deleteSuppression(suppressionId: string): Promise<boolean> {
  const output = await ifConditionHolds(
    documentClient.send(
      new DeleteCommand({ TableName: tableName, Key: keys.suppression(suppressionId), ConditionExpression: 'attribute_exists(PK)' }),
    ),
  );
  return output !== undefined;
}
