import { randomUUID } from 'node:crypto';
import { PutCommand } from '@aws-sdk/lib-dynamodb';
import type { ContactMessageForm } from '#shared/forms/contact.ts';
import { documentClient, tableName } from './dynamo';
import { keys } from './table';

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
      Item: { ...keys.contactMessage(messageId), ...keys.contactMessageList(now), kind: 'contactMessage', ...stored },
      ConditionExpression: 'attribute_not_exists(PK)',
    }),
  );
  return stored;
}
