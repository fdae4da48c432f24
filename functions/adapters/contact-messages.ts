import { randomUUID } from 'node:crypto';
import { GetCommand, PutCommand, UpdateCommand } from '@aws-sdk/lib-dynamodb';
import type { ContactMessageFilter, ContactMessageRow } from '#shared/api/contact-messages.ts';
import type { ContactMessageForm } from '#shared/forms/contact.ts';
import { documentClient, tableName } from './dynamo';
import type { ListShape } from './list-cursor';
import { readListPage } from './list-pages';
import { ifConditionHolds, updateOf } from './table';
import * as keys from './table-keys';

export interface StoredContactMessage extends ContactMessageForm {
  readonly messageId: string;
  readonly createdAt: number;
}

/** Stores one contact message (spec §3 Contact message: name, email, message). */
export async function saveContactMessage(form: ContactMessageForm, now = Date.now()): Promise<StoredContactMessage> {
  const messageId = randomUUID();
  const stored: StoredContactMessage = { messageId, createdAt: now, name: form.name, email: form.email, message: form.message };
  await documentClient.send(
    new PutCommand({
      TableName: tableName,
      Item: {
        ...keys.contactMessage(messageId),
        ...keys.contactMessageList(now),
        ...keys.unhandledContactMessageList(now),
        kind: 'contactMessage',
        ...stored,
      },
      ConditionExpression: 'attribute_not_exists(PK)',
    }),
  );
  return stored;
}

const pageSize = 50;
const messageLists = {
  all: { list: keys.contactMessageListPartition(), itemPartition: 'CONTACT', itemSort: 'MESSAGE' },
  // GSI2's sparse list: only messages not handled yet carry its keys.
  unhandled: { list: keys.unhandledContactMessageListPartition(), itemPartition: 'CONTACT', itemSort: 'MESSAGE', stateList: true },
} as const satisfies Record<ContactMessageFilter, ListShape>;

/** A stored message as staff read it: the handler's user id stays in the table. */
function rowOf(item: Record<string, unknown>): ContactMessageRow {
  return {
    messageId: String(item.messageId),
    name: String(item.name),
    email: String(item.email),
    message: String(item.message),
    createdAt: Number(item.createdAt),
    ...(typeof item.handledAt === 'number' ? { handledAt: item.handledAt } : {}),
    ...(typeof item.handledByName === 'string' ? { handledBy: item.handledByName } : {}),
  };
}

/**
 * A page of contact messages, newest first: all (GSI1 `CONTACT_MESSAGES`) or the unhandled ones
 * (GSI2 `CONTACT_MESSAGES#unhandled`), whole items projected. Undefined for a cursor this list did not give.
 */
export async function listContactMessages(
  filter: ContactMessageFilter,
  cursor?: string,
): Promise<{ messages: ContactMessageRow[]; cursor?: string } | undefined> {
  const page = await readListPage(messageLists[filter], cursor, pageSize);
  if (!page) return undefined;
  const messages = page.items.map(rowOf);
  return page.cursor ? { messages, cursor: page.cursor } : { messages };
}

/**
 * Marks a message handled, once: conditioned on the message existing and not being handled yet, so
 * two staff members marking it at once get one success; the same update takes it off the unhandled
 * list. 'missing' or 'alreadyHandled' otherwise.
 */
export async function markContactMessageHandled(
  messageId: string,
  by: { userId: string; name: string },
  now = Date.now(),
): Promise<ContactMessageRow | 'missing' | 'alreadyHandled'> {
  const output = await ifConditionHolds(
    documentClient.send(
      new UpdateCommand({
        TableName: tableName,
        Key: keys.contactMessage(messageId),
        ...updateOf(
          { handledAt: now, handledBy: by.userId, handledByName: by.name, GSI2PK: null, GSI2SK: null },
          { condition: 'attribute_exists(PK) AND attribute_not_exists(#handledAt)' },
        ),
        ReturnValues: 'ALL_NEW',
      }),
    ),
  );
  if (output?.Attributes) return rowOf(output.Attributes);
  const { Item } = await documentClient.send(
    new GetCommand({ TableName: tableName, Key: keys.contactMessage(messageId), ConsistentRead: true, ProjectionExpression: 'PK' }),
  );
  return Item ? 'alreadyHandled' : 'missing';
}
