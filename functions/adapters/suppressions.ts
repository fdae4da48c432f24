import { GetCommand, PutCommand } from '@aws-sdk/lib-dynamodb';
import { documentClient, tableName } from './dynamo';
import { keys, suppressionHash } from './table';

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
