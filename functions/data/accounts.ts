import { DeleteCommand, GetCommand, PutCommand, UpdateCommand } from '@aws-sdk/lib-dynamodb';
import { accountSchema, type Account, type Role } from '../../shared/api/account';
import { documentClient, tableName } from './dynamo';
import { keys } from './table';

/** An account as stored: the public shape plus its keys and internal attributes. */
export type AccountItem = Account & Record<string, unknown>;

export async function getAccount(userId: string): Promise<Account | undefined> {
  const { Item } = await documentClient.send(new GetCommand({ TableName: tableName, Key: keys.account(userId), ConsistentRead: true }));
  return Item ? toAccount(Item) : undefined;
}

/** Strips keys and internal attributes; a stored number set of chapters becomes a sorted list. */
export function toAccount(item: Record<string, unknown>): Account {
  const chapters = item.chaptersDone;
  const chaptersDone = chapters instanceof Set ? [...chapters] : Array.isArray(chapters) ? chapters : [];
  return accountSchema.parse({ ...item, chaptersDone: chaptersDone.map(Number).sort((a, b) => a - b) });
}

/** What signup stores; the rest of a record (bio, picture) is added by later edits. */
export interface NewAccount {
  readonly email: string;
  readonly firstName: string;
  readonly lastName: string;
  readonly role: Role;
  readonly approved: boolean;
  readonly joiningDate: number;
  readonly practiceState?: string;
  readonly resident?: boolean;
  readonly years?: string;
  readonly speciality?: string;
  /** When the first verification link was sent (the re-send throttle starts from it). */
  readonly verificationSentAt?: number;
}

/**
 * Writes a new account record, unverified. chaptersDone is left absent (it reads as []): DynamoDB
 * cannot store an empty set, and a list would stop the chapter progress from using ADD on a set.
 */
export async function createAccount(userId: string, account: NewAccount): Promise<void> {
  const kind = account.role === 'physician' ? 'physician' : 'staff';
  await documentClient.send(
    new PutCommand({
      TableName: tableName,
      Item: {
        ...keys.account(userId),
        ...keys.accountList(kind, account.joiningDate),
        userId,
        ...account,
        emailVerified: false,
      },
      ConditionExpression: 'attribute_not_exists(PK)',
    }),
  );
}

export async function deleteAccountRecord(userId: string): Promise<void> {
  await documentClient.send(new DeleteCommand({ TableName: tableName, Key: keys.account(userId) }));
}

/**
 * Marks the account verified, but only while its e-mail is still the one the link was sent to:
 * a link for an address the user has since changed verifies nothing. Undefined when it no longer is.
 */
export async function markEmailVerified(userId: string, email: string): Promise<Account | undefined> {
  try {
    const { Attributes } = await documentClient.send(
      new UpdateCommand({
        TableName: tableName,
        Key: keys.account(userId),
        UpdateExpression: 'SET emailVerified = :true',
        ConditionExpression: 'attribute_exists(PK) AND email = :email',
        ExpressionAttributeValues: { ':true': true, ':email': email },
        ReturnValues: 'ALL_NEW',
      }),
    );
    return Attributes ? toAccount(Attributes) : undefined;
  } catch (error) {
    if ((error as Error).name === 'ConditionalCheckFailedException') return undefined;
    throw error;
  }
}

/** Sets a new sign-in e-mail and makes the account unverified; returns the record as it was before. */
export async function replaceEmail(userId: string, email: string, emailVerified = false): Promise<Account> {
  const { Attributes } = await documentClient.send(
    new UpdateCommand({
      TableName: tableName,
      Key: keys.account(userId),
      UpdateExpression: 'SET email = :email, emailVerified = :verified',
      ConditionExpression: 'attribute_exists(PK)',
      ExpressionAttributeValues: { ':email': email, ':verified': emailVerified },
      ReturnValues: 'ALL_OLD',
    }),
  );
  return toAccount(Attributes ?? {});
}

/** When the last link of each kind was e-mailed, to throttle re-sends. */
export type LinkSentAttribute = 'verificationSentAt' | 'resetSentAt';

/**
 * Takes the right to e-mail a link now, atomically: false when one went out less than
 * `intervalMs` ago (or the account does not exist), so concurrent requests send one mail.
 */
export async function claimLinkSend(userId: string, attribute: LinkSentAttribute, now: number, intervalMs: number): Promise<boolean> {
  try {
    await documentClient.send(
      new UpdateCommand({
        TableName: tableName,
        Key: keys.account(userId),
        UpdateExpression: 'SET #sent = :now',
        ConditionExpression: 'attribute_exists(PK) AND (attribute_not_exists(#sent) OR #sent <= :cutoff)',
        ExpressionAttributeNames: { '#sent': attribute },
        ExpressionAttributeValues: { ':now': now, ':cutoff': now - intervalMs },
      }),
    );
    return true;
  } catch (error) {
    if ((error as Error).name === 'ConditionalCheckFailedException') return false;
    throw error;
  }
}
