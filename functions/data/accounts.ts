import { GetCommand } from '@aws-sdk/lib-dynamodb';
import { accountSchema, type Account } from '../../shared/api/account';
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
