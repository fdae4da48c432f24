import { DeleteCommand, GetCommand, PutCommand, UpdateCommand } from '@aws-sdk/lib-dynamodb';
import { documentClient, tableName } from './dynamo';
import { ifConditionHolds, updateOf } from './table';
import * as keys from './table-keys';

/** What a single-use e-mail link lets its holder do. */
export type LinkPurpose = 'verifyEmail' | 'resetPassword' | 'undoEmailChange';

export interface LinkToken {
  readonly tokenHash: string;
  readonly purpose: LinkPurpose;
  readonly userId: string;
  /** The address the link was sent to. */
  readonly email: string;
  readonly createdAt: number;
  /** Epoch seconds: the link works until then; the code checks it itself. */
  readonly validUntil: number;
  /**
   * Epoch seconds: DynamoDB's TTL attribute. Kept well past `validUntil`, so that a late click
   * is told the link expired (and offered a new one) rather than that it never existed.
   */
  readonly expiresAt: number;
  readonly usedAt?: number;
  /** Undo links: whether the address the link restores was verified when the link was sent. */
  readonly emailVerified?: boolean;
}

export type Redemption =
  | { readonly outcome: 'redeemed'; readonly link: LinkToken }
  | { readonly outcome: 'expired' | 'used'; readonly link: LinkToken }
  | { readonly outcome: 'unknown' };

function fromItem(item: Record<string, unknown>): LinkToken {
  const { tokenHash, purpose, userId, email, createdAt, validUntil, expiresAt, usedAt, emailVerified } = item as unknown as LinkToken;
  return {
    tokenHash,
    purpose,
    userId,
    email,
    createdAt,
    validUntil,
    expiresAt,
    ...(usedAt !== undefined ? { usedAt } : {}),
    ...(typeof emailVerified === 'boolean' ? { emailVerified } : {}),
  };
}

/** How long the table keeps a link record after the link stops working. */
export const linkRecordRetentionSeconds = 30 * 24 * 60 * 60;

export async function saveLinkToken(userId: string, link: Omit<LinkToken, 'userId' | 'usedAt' | 'expiresAt'>): Promise<void> {
  await documentClient.send(
    new PutCommand({
      TableName: tableName,
      Item: {
        ...keys.linkToken(link.tokenHash),
        ...keys.userLinks(userId, link.tokenHash),
        ...link,
        userId,
        expiresAt: link.validUntil + linkRecordRetentionSeconds,
      },
      ConditionExpression: 'attribute_not_exists(PK)',
    }),
  );
}

export async function getLinkToken(tokenHash: string): Promise<LinkToken | undefined> {
  const { Item } = await documentClient.send(new GetCommand({ TableName: tableName, Key: keys.linkToken(tokenHash), ConsistentRead: true }));
  return Item ? fromItem(Item) : undefined;
}

export async function deleteLinkToken(tokenHash: string): Promise<void> {
  await documentClient.send(new DeleteCommand({ TableName: tableName, Key: keys.linkToken(tokenHash) }));
}

/** Makes a used link usable again: the step it was used for was refused and taken back. */
export async function unspendLinkToken(tokenHash: string): Promise<void> {
  await documentClient.send(
    new UpdateCommand({
      TableName: tableName,
      Key: keys.linkToken(tokenHash),
      ...updateOf({ usedAt: null }, { condition: 'attribute_exists(PK)' }),
    }),
  );
}

/**
 * Uses a link once: marks it used in one conditional write, so two clicks cannot both succeed.
 * Expiry is checked here against `validUntil`, not left to TTL (which deletes late in AWS and never
 * in DynamoDB Local). A used or expired link is kept until its TTL so a second click can be told why.
 */
export async function redeemLinkToken(tokenHash: string, purpose: LinkPurpose, now: number): Promise<Redemption> {
  const output = await ifConditionHolds(
    documentClient.send(
      new UpdateCommand({
        TableName: tableName,
        Key: keys.linkToken(tokenHash),
        ...updateOf(
          { usedAt: now },
          {
            condition: 'attribute_exists(PK) AND #purpose = :purpose AND attribute_not_exists(#usedAt) AND #validUntil > :nowSeconds',
            values: { ':purpose': purpose, ':nowSeconds': Math.floor(now / 1000) },
          },
        ),
        ReturnValues: 'ALL_NEW',
      }),
    ),
  );
  if (output) return { outcome: 'redeemed', link: fromItem(output.Attributes ?? {}) };
  const link = await getLinkToken(tokenHash);
  if (!link || link.purpose !== purpose) return { outcome: 'unknown' };
  return { outcome: link.usedAt !== undefined ? 'used' : 'expired', link };
}
