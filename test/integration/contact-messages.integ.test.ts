import { DynamoDBClient } from '@aws-sdk/client-dynamodb';
import { DynamoDBDocumentClient, GetCommand, PutCommand } from '@aws-sdk/lib-dynamodb';
import { beforeAll, describe, expect, inject, it } from 'vitest';
import { contactRateLimit } from '../../shared/forms/contact';
import type * as ContactMessages from '../../functions/data/contact-messages';
import { keys } from '../../functions/data/table';

const stack = inject('stack');
const table = stack.resources.tableName;
const dynamo = DynamoDBDocumentClient.from(
  new DynamoDBClient({
    endpoint: stack.endpoints.dynamodb,
    region: stack.resources.region,
    credentials: { accessKeyId: stack.functionEnv.AWS_ACCESS_KEY_ID ?? 'local', secretAccessKey: stack.functionEnv.AWS_SECRET_ACCESS_KEY ?? 'local' },
  }),
);

let data: typeof ContactMessages;

beforeAll(async () => {
  // The repository reads its configuration at import, as a Lambda does at cold start.
  Object.assign(process.env, stack.functionEnv);
  data = await import('../../functions/data/contact-messages');
});

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

  it('allows at most the limit per address in one window and a new window once the clock passes its end', async () => {
    const sender = '198.51.100.23';
    const now = Date.now();
    for (let i = 0; i < contactRateLimit.maxMessages; i++) expect(await data.takeContactAllowance(sender, now)).toBe(true);
    expect(await data.takeContactAllowance(sender, now + 1000)).toBe(false);
    // Another address is not affected.
    expect(await data.takeContactAllowance('198.51.100.24', now)).toBe(true);
    // The window ends with the clock, whether or not TTL has deleted the counter yet.
    expect(await data.takeContactAllowance(sender, now + contactRateLimit.windowSeconds * 1000 + 1000)).toBe(true);
  });

  it('treats an expired counter that TTL has not deleted as no counter', async () => {
    const sender = '198.51.100.99';
    const past = Math.floor(Date.now() / 1000) - 60;
    await dynamo.send(
      new PutCommand({ TableName: table, Item: { ...keys.contactRateLimit(data.senderHash(sender)), submissions: 99, expiresAt: past } }),
    );
    expect(await data.takeContactAllowance(sender)).toBe(true);
  });

  it('limits repeated submissions through the API from one address', async () => {
    const statuses: number[] = [];
    for (let i = 0; i <= contactRateLimit.maxMessages; i++) {
      statuses.push((await post({ name: 'Repeat', email: 'repeat@example.com', message: `Message ${i}` })).status);
    }
    // Earlier tests in this file may have used some of this address's allowance already.
    expect(statuses.filter((status) => status === 201).length).toBeLessThanOrEqual(contactRateLimit.maxMessages);
    expect(statuses.at(-1)).toBe(429);
    const last = await post({ name: 'Repeat', email: 'repeat@example.com', message: 'One more' });
    expect(last.status).toBe(429);
    expect(((await last.json()) as { error: { message: string } }).error.message).toMatch(/try again/);
  });
});
