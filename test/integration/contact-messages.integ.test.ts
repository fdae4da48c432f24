import { DynamoDBClient } from '@aws-sdk/client-dynamodb';
import { DynamoDBDocumentClient, GetCommand } from '@aws-sdk/lib-dynamodb';
import { describe, expect, inject, it } from 'vitest';
import { keys } from '#functions/adapters/table.ts';
import type { ContactMessageRow } from '#shared/api/contact-messages.ts';
import { callApi, createTestAccount, signInTokens, uniqueEmail } from '../support/accounts';
import { callFrom, newClientAddress } from '../support/client-address';

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

describe('the Messages tab: All or Unhandled', () => {
  /** Every page of a filter, following the cursors to the end. */
  async function everyPage(token: string, filter?: string): Promise<ContactMessageRow[]> {
    const rows: ContactMessageRow[] = [];
    let cursor: string | undefined;
    do {
      const query = new URLSearchParams({ ...(filter ? { filter } : {}), ...(cursor ? { cursor } : {}) });
      const response = await callApi(stack, token, 'GET', `/contact-messages?${query}`);
      expect(response.status, JSON.stringify(response.body)).toBe(200);
      const page = response.body as { messages: ContactMessageRow[]; cursor?: string };
      rows.push(...page.messages);
      cursor = page.cursor;
    } while (cursor);
    return rows;
  }

  it('lists only unhandled messages, page after page, and marking one handled takes it off that list in the same update', async () => {
    const staff = await createTestAccount(stack, { role: 'staff', approved: true });
    const { accessToken } = await signInTokens(stack, staff.email, staff.password);
    const ids: string[] = [];
    for (const n of [1, 2, 3]) {
      const sent = await callFrom(newClientAddress(), `${stack.urls.api}/contact-messages`, {
        body: { name: 'Ada Lee', email: uniqueEmail('contact-filter'), message: `Question ${n}` },
      });
      expect(sent.status).toBe(201);
      ids.push((sent.body as { messageId: string }).messageId);
    }
    // Written with the message: the sparse GSI2 list of unhandled ones.
    expect((await dynamo.send(new GetCommand({ TableName: table, Key: keys.contactMessage(ids[0]!) }))).Item).toMatchObject({
      GSI2PK: keys.unhandledContactMessageListPartition(),
    });

    expect((await callApi(stack, accessToken, 'PUT', `/contact-messages/${ids[1]}/handled`)).status).toBe(200);
    const { Item: handled } = await dynamo.send(new GetCommand({ TableName: table, Key: keys.contactMessage(ids[1]!) }));
    expect(handled).toMatchObject({ handledAt: expect.any(Number) });
    expect(handled?.GSI2PK).toBeUndefined();
    expect(handled?.GSI2SK).toBeUndefined();

    const unhandled = await everyPage(accessToken, 'unhandled');
    expect(unhandled.every((row) => row.handledAt === undefined)).toBe(true);
    expect(new Set(unhandled.map((row) => row.messageId)).size).toBe(unhandled.length);
    const mine = unhandled.filter((row) => ids.includes(row.messageId)).map((row) => row.messageId);
    // Newest first.
    expect(mine).toEqual([ids[2], ids[0]]);

    const all = await everyPage(accessToken);
    expect(all.filter((row) => ids.includes(row.messageId)).map((row) => row.messageId)).toEqual([ids[2], ids[1], ids[0]]);
    expect(await everyPage(accessToken, 'all')).toHaveLength(all.length);
  });

  it('answers 400 naming the filter for an unknown one', async () => {
    const staff = await createTestAccount(stack, { role: 'staff', approved: true });
    const { accessToken } = await signInTokens(stack, staff.email, staff.password);
    const response = await callApi(stack, accessToken, 'GET', '/contact-messages?filter=handled');
    expect(response.status).toBe(400);
    expect(Object.keys((response.body as { error: { fields: Record<string, string> } }).error.fields)).toEqual(['filter']);
  });
});
