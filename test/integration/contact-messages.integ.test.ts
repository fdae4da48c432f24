import { DynamoDBClient } from '@aws-sdk/client-dynamodb';
import { DynamoDBDocumentClient, GetCommand } from '@aws-sdk/lib-dynamodb';
import { describe, expect, inject, it } from 'vitest';
import { keys } from '#functions/adapters/table.ts';

const stack = inject('stack');
const table = stack.resources.tableName;
const dynamo = DynamoDBDocumentClient.from(
  new DynamoDBClient({
    endpoint: stack.endpoints.dynamodb,
    region: stack.resources.region,
    credentials: { accessKeyId: stack.functionEnv.AWS_ACCESS_KEY_ID ?? 'local', secretAccessKey: stack.functionEnv.AWS_SECRET_ACCESS_KEY ?? 'local' },
  }),
);

function post(body: unknown) {
  return fetch(`${stack.urls.api}/contact-messages`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(body),
  });
}

describe('contact messages', () => {
  it('stores a valid message in the table with name, e-mail and message', async () => {
    const response = await post({ name: ' Dr Ada Lee ', email: 'ada.lee@example.com', message: 'Do you review locum contracts?' });
    expect(response.status).toBe(201);
    const { messageId } = (await response.json()) as { messageId: string };
    const { Item } = await dynamo.send(new GetCommand({ TableName: table, Key: keys.contactMessage(messageId) }));
    expect(Item).toMatchObject({ name: 'Dr Ada Lee', email: 'ada.lee@example.com', message: 'Do you review locum contracts?' });
    expect(Item?.GSI1PK).toBe('CONTACT_MESSAGES');
  });

  it('answers 400 naming each missing field and stores nothing', async () => {
    const response = await post({ name: '', email: 'not-an-email', message: '' });
    expect(response.status).toBe(400);
    const body = (await response.json()) as { error: { fields: Record<string, string> } };
    expect(Object.keys(body.error.fields).sort()).toEqual(['email', 'message', 'name']);
  });
  // The per-address and per-client limits: abuse-limits.integ.test.ts.
});
