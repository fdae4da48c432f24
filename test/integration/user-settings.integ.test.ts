import { PutCommand } from '@aws-sdk/lib-dynamodb';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { keys, suppressionHash } from '#functions/adapters/table.ts';
import * as messages from '#shared/messages.ts';
import { callApi, createTestAccount, signInTokens, type TestAccount } from '../support/accounts';
import { bucketClient, tableClient } from '../support/clients';
import { userRemains } from '../support/remains';
import { getItem } from '../support/signup-flow';

/**
 * Issue 15, User Settings, Messages and (issue 18) the admins' suppressions: the lists, the admin's
 * deletion of a user by the account-deletion path, marking messages handled, lifting a
 * suppression, and the guards of every new route.
 */

const stack = inject('stack');
const s3 = bucketClient(stack);
const documents = tableClient(stack);
afterAll(() => s3.destroy());
const { leaveEverywhere, partitionItems, objectsOf, poolUserExists } = userRemains(stack, { documents, s3 });

// The adapters read their configuration from process.env, as in a Lambda.
beforeAll(() => {
  for (const [name, value] of Object.entries(stack.functionEnv)) if (name !== 'NODE_OPTIONS') process.env[name] = value;
});

const tokenOf = async (account: TestAccount) => (await signInTokens(stack, account.email, account.password)).accessToken;

/** A physician with things of theirs everywhere account deletion looks. */
async function physicianWithData(options: Parameters<typeof createTestAccount>[1] = {}) {
  const physician = await createTestAccount(stack, options);
  await leaveEverywhere(physician.userId);
  return physician;
}

type UserRow = { userId: string; chaptersExplored: number; joiningDate: number; resident?: boolean; years?: string };

describe('User Settings: the users list', () => {
  it('lists physicians only, newest joiner first, with their practice fields and the chapters explored, from the record', async () => {
    const admin = await createTestAccount(stack, { role: 'admin' });
    const staff = await createTestAccount(stack, { role: 'staff', approved: true });
    const older = await createTestAccount(stack, { resident: true, practiceState: 'NY', speciality: 'dermatology' });
    const newer = await createTestAccount(stack);
    // Two chapters explored, recorded as the course records them (PUT /me/chapters/{n}).
    const newerToken = await tokenOf(newer);
    for (const chapter of [3, 5, 3]) expect((await callApi(stack, newerToken, 'PUT', `/me/chapters/${chapter}`, {})).status).toBe(200);

    const { status, body } = (await callApi(stack, await tokenOf(admin), 'GET', '/users')) as { status: number; body: { users: UserRow[] } };
    expect(status).toBe(200);
    const ids = body.users.map((user) => user.userId);
    expect(ids).not.toContain(admin.userId);
    expect(ids).not.toContain(staff.userId);
    expect(ids.indexOf(newer.userId)).toBeLessThan(ids.indexOf(older.userId));
    const dates = body.users.map((user) => user.joiningDate);
    expect(dates).toEqual([...dates].sort((a, b) => b - a));
    expect(body.users.find((user) => user.userId === older.userId)).toEqual({
      userId: older.userId,
      firstName: 'Test',
      lastName: 'Physician',
      email: older.email,
      emailVerified: true,
      resident: true,
      practiceState: 'NY',
      speciality: 'dermatology',
      joiningDate: older.account.joiningDate,
      chaptersExplored: 0,
    });
    expect(body.users.find((user) => user.userId === newer.userId)).toMatchObject({ resident: false, years: '5', chaptersExplored: 2 });
  });

  it('pages with an opaque cursor and refuses one it did not give (400 naming cursor)', async () => {
    const admin = await createTestAccount(stack, { role: 'admin' });
    await Promise.all(Array.from({ length: 51 }, () => createTestAccount(stack)));
    const token = await tokenOf(admin);
    const first = (await callApi(stack, token, 'GET', '/users')).body as { users: UserRow[]; cursor?: string };
    expect(first.users).toHaveLength(50);
    expect(first.cursor).toMatch(/^[A-Za-z0-9_-]+$/);
    const second = (await callApi(stack, token, 'GET', `/users?cursor=${first.cursor}`)).body as { users: UserRow[] };
    expect(second.users.length).toBeGreaterThan(0);
    const firstIds = new Set(first.users.map((user) => user.userId));
    expect(second.users.some((user) => firstIds.has(user.userId))).toBe(false);

    // A cursor of the staff list, or one naming another partition, starts nowhere.
    const staffCursor = Buffer.from(JSON.stringify(['LINK#x', 'ACCOUNT', '001700000000000'])).toString('base64url');
    for (const cursor of [staffCursor, 'not-a-cursor', '%%%']) {
      const refused = (await callApi(stack, token, 'GET', `/users?cursor=${encodeURIComponent(cursor)}`)) as {
        status: number;
        body: { error: { fields: object } };
      };
      expect(refused.status, cursor).toBe(400);
      expect(Object.keys(refused.body.error.fields)).toEqual(['cursor']);
    }
  });
});

describe('User Settings: Delete', () => {
  it("removes the physician's items, objects and pool user by the account-deletion path, and ends their sessions", async () => {
    const admin = await createTestAccount(stack, { role: 'admin' });
    const leaving = await physicianWithData();
    const staying = await physicianWithData();
    const leavingToken = await tokenOf(leaving);
    expect((await callApi(stack, leavingToken, 'GET', '/me')).status).toBe(200);
    // The account, a request and the comparison's five items (issue 30); five objects, two of them an added offer's.
    expect(await partitionItems(leaving.userId)).toHaveLength(7);
    expect(await objectsOf(leaving.userId)).toHaveLength(5);

    expect(await callApi(stack, await tokenOf(admin), 'DELETE', `/users/${leaving.userId}`)).toEqual({ status: 204, body: undefined });

    expect(await partitionItems(leaving.userId)).toEqual([]);
    expect(await getItem(stack, keys.linkToken(`test-${leaving.userId}`))).toBeUndefined();
    expect(await objectsOf(leaving.userId)).toEqual([]);
    expect(await poolUserExists(leaving.userId)).toBe(false);
    // The deleted user's session ends: the token still verifies until it expires, but no account is behind it.
    expect((await callApi(stack, leavingToken, 'GET', '/me')).status).toBe(404);
    await expect(signInTokens(stack, leaving.email, leaving.password)).rejects.toThrow();

    expect(await partitionItems(staying.userId)).toHaveLength(7);
    expect(await objectsOf(staying.userId)).toHaveLength(5);
    expect(await poolUserExists(staying.userId)).toBe(true);
  });

  it('finishes a deletion whose record went in an earlier try (the pool user left), and answers 404 once nothing is left', async () => {
    const admin = await createTestAccount(stack, { role: 'admin' });
    const half = await createTestAccount(stack);
    const { deleteUserItems } = await import('#functions/adapters/user-items.ts');
    await deleteUserItems(half.userId);
    const token = await tokenOf(admin);
    expect((await callApi(stack, token, 'DELETE', `/users/${half.userId}`)).status).toBe(204);
    expect(await poolUserExists(half.userId)).toBe(false);
    expect(await callApi(stack, token, 'DELETE', `/users/${half.userId}`)).toEqual({
      status: 404,
      body: { error: { code: 'not_found', message: messages.dashboard.userNotFound } },
    });
  });

  it('refuses the admin’s own account, staff and other admins (403), unknown ids (404) and malformed ids (400 naming userId), deleting nothing', async () => {
    const admin = await createTestAccount(stack, { role: 'admin' });
    const otherAdmin = await createTestAccount(stack, { role: 'admin' });
    const staff = await createTestAccount(stack, { role: 'staff', approved: true });
    const token = await tokenOf(admin);
    expect((await callApi(stack, token, 'DELETE', `/users/${admin.userId}`)).body).toEqual({
      error: { code: 'forbidden', message: messages.dashboard.cannotDeleteSelf },
    });
    for (const other of [otherAdmin, staff]) {
      expect(await callApi(stack, token, 'DELETE', `/users/${other.userId}`)).toEqual({
        status: 403,
        body: { error: { code: 'forbidden', message: messages.dashboard.cannotDeleteStaff } },
      });
      expect(await poolUserExists(other.userId)).toBe(true);
      expect(await getItem(stack, keys.account(other.userId))).toBeDefined();
    }
    expect((await callApi(stack, token, 'DELETE', '/users/00000000-0000-4000-8000-000000000000')).status).toBe(404);
    const malformed = (await callApi(stack, token, 'DELETE', '/users/USER%23x')) as { status: number; body: { error: { fields: object } } };
    expect(malformed.status).toBe(400);
    expect(Object.keys(malformed.body.error.fields)).toEqual(['userId']);
  });
});

async function storeMessage(name: string, at = Date.now()) {
  const { saveContactMessage } = await import('#functions/adapters/contact-messages.ts');
  return saveContactMessage({ name, email: 'visitor@example.test', message: `Hello from ${name}` }, at);
}

type MessageRow = { messageId: string; name: string; handledAt?: number; handledBy?: string; createdAt: number };

describe('Messages', () => {
  it('lists contact messages newest first for approved staff, and marks one handled once (409 the second time)', async () => {
    const staff = await createTestAccount(stack, { role: 'staff', approved: true, firstName: 'Grace', lastName: 'Hopper' });
    const older = await storeMessage('Older Visitor', Date.now() - 60_000);
    const newer = await storeMessage('Newer Visitor');
    const token = await tokenOf(staff);
    const { status, body } = (await callApi(stack, token, 'GET', '/contact-messages')) as { status: number; body: { messages: MessageRow[] } };
    expect(status).toBe(200);
    const ids = body.messages.map((message) => message.messageId);
    expect(ids.indexOf(newer.messageId)).toBeGreaterThanOrEqual(0);
    expect(ids.indexOf(newer.messageId)).toBeLessThan(ids.indexOf(older.messageId));
    expect(body.messages.find((message) => message.messageId === older.messageId)).toEqual({
      messageId: older.messageId,
      name: 'Older Visitor',
      email: 'visitor@example.test',
      message: 'Hello from Older Visitor',
      createdAt: older.createdAt,
    });

    const marked = (await callApi(stack, token, 'PUT', `/contact-messages/${older.messageId}/handled`)) as { status: number; body: MessageRow };
    expect(marked.status).toBe(200);
    expect(marked.body).toMatchObject({ messageId: older.messageId, handledBy: 'Grace Hopper' });
    expect(marked.body.handledAt).toBeGreaterThan(0);
    const stored = (await getItem(stack, keys.contactMessage(older.messageId))) as Record<string, unknown>;
    expect(stored).toMatchObject({ handledBy: staff.userId, handledAt: marked.body.handledAt });

    const again = await callApi(stack, token, 'PUT', `/contact-messages/${older.messageId}/handled`);
    expect(again).toEqual({ status: 409, body: { error: { code: 'conflict', message: messages.dashboard.messageAlreadyHandled } } });
    const listed = ((await callApi(stack, token, 'GET', '/contact-messages')).body as { messages: MessageRow[] }).messages;
    expect(listed.find((message) => message.messageId === older.messageId)).toMatchObject({
      handledBy: 'Grace Hopper',
      handledAt: marked.body.handledAt,
    });
  });

  it('answers 404 for an unknown message, 400 naming messageId or cursor for malformed input, and admins may read too', async () => {
    const admin = await createTestAccount(stack, { role: 'admin' });
    const token = await tokenOf(admin);
    expect((await callApi(stack, token, 'GET', '/contact-messages')).status).toBe(200);
    expect(await callApi(stack, token, 'PUT', '/contact-messages/00000000-0000-4000-8000-000000000000/handled')).toEqual({
      status: 404,
      body: { error: { code: 'not_found', message: messages.dashboard.messageNotFound } },
    });
    const badId = (await callApi(stack, token, 'PUT', '/contact-messages/not-an-id/handled')) as {
      status: number;
      body: { error: { fields: object } };
    };
    expect(badId.status).toBe(400);
    expect(Object.keys(badId.body.error.fields)).toEqual(['messageId']);
    const badCursor = (await callApi(
      stack,
      token,
      'GET',
      `/contact-messages?cursor=${Buffer.from(JSON.stringify(['USER#x', 'ACCOUNT', '001700000000000'])).toString('base64url')}`,
    )) as {
      status: number;
      body: { error: { fields: object } };
    };
    expect(badCursor.status).toBe(400);
    expect(Object.keys(badCursor.body.error.fields)).toEqual(['cursor']);
  });
});

describe('Suppressions', () => {
  it('lists suppressed addresses newest first for admins and lifts one (404 once gone)', async () => {
    const admin = await createTestAccount(stack, { role: 'admin' });
    const { recordSuppression, isSuppressed } = await import('#functions/adapters/suppressions.ts');
    const email = `bounced-${Date.now()}@example.test`;
    await recordSuppression({ email, reason: 'bounce', detail: 'Permanent/NoEmail', at: Date.now() - 1000 });
    await recordSuppression({ email: `complained-${Date.now()}@example.test`, reason: 'complaint', detail: 'abuse', at: Date.now() });
    const token = await tokenOf(admin);
    const { status, body } = (await callApi(stack, token, 'GET', '/suppressions')) as {
      status: number;
      body: { suppressions: { suppressionId: string; email: string; at: number }[] };
    };
    expect(status).toBe(200);
    const row = body.suppressions.find((suppression) => suppression.email === email);
    expect(row).toEqual({ suppressionId: suppressionHash(email), email, reason: 'bounce', detail: 'Permanent/NoEmail', at: expect.any(Number) });
    const times = body.suppressions.map((suppression) => suppression.at);
    expect(times).toEqual([...times].sort((a, b) => b - a));

    expect(await isSuppressed(email)).toBe(true);
    expect((await callApi(stack, token, 'DELETE', `/suppressions/${row!.suppressionId}`)).status).toBe(204);
    expect(await isSuppressed(email)).toBe(false);
    expect(await callApi(stack, token, 'DELETE', `/suppressions/${row!.suppressionId}`)).toEqual({
      status: 404,
      body: { error: { code: 'not_found', message: messages.dashboard.suppressionNotFound } },
    });
    const malformed = (await callApi(stack, token, 'DELETE', '/suppressions/xyz')) as { status: number; body: { error: { fields: object } } };
    expect(malformed.status).toBe(400);
    expect(Object.keys(malformed.body.error.fields)).toEqual(['suppressionId']);
  });
});

describe('guards of the new routes, from the account record', () => {
  const id = '00000000-0000-4000-8000-000000000000';
  const adminRoutes = [
    ['GET', '/users'],
    ['DELETE', `/users/${id}`],
    ['GET', '/suppressions'],
    ['DELETE', `/suppressions/${'0'.repeat(64)}`],
  ] as const;
  const staffRoutes = [
    ['GET', '/contact-messages'],
    ['PUT', `/contact-messages/${id}/handled`],
  ] as const;

  it('refuses anonymous callers (401), physicians and unapproved staff (403) everywhere, and approved staff on the admin routes (403)', async () => {
    const physician = await createTestAccount(stack);
    const unapproved = await createTestAccount(stack, { role: 'staff', approved: false });
    const staff = await createTestAccount(stack, { role: 'staff', approved: true });
    const [physicianToken, unapprovedToken, staffToken] = await Promise.all([tokenOf(physician), tokenOf(unapproved), tokenOf(staff)]);
    for (const [method, path] of [...adminRoutes, ...staffRoutes]) {
      const anonymous = await fetch(`${stack.urls.api}${path}`, { method });
      expect(anonymous.status, `${method} ${path} anonymous`).toBe(401);
      expect((await callApi(stack, physicianToken, method, path)).status, `${method} ${path} physician`).toBe(403);
      // No group in the token yet: the token check refuses first.
      expect((await callApi(stack, unapprovedToken, method, path)).status, `${method} ${path} unapproved staff`).toBe(403);
    }
    for (const [method, path] of adminRoutes) expect((await callApi(stack, staffToken, method, path)).status, `${method} ${path} staff`).toBe(403);
  });

  it('refuses staff and admins whose approval was revoked while signed in, on the next call (the record, not the token)', async () => {
    const staff = await createTestAccount(stack, { role: 'staff', approved: true });
    const admin = await createTestAccount(stack, { role: 'admin' });
    const [staffToken, adminToken] = await Promise.all([tokenOf(staff), tokenOf(admin)]);
    expect((await callApi(stack, staffToken, 'GET', '/contact-messages')).status).toBe(200);
    expect((await callApi(stack, adminToken, 'GET', '/users')).status).toBe(200);
    // The records alone change: the tokens still carry the staff and admin groups.
    for (const account of [staff, admin]) {
      const item = (await getItem(stack, keys.account(account.userId))) as object;
      await documents.send(new PutCommand({ TableName: stack.resources.tableName, Item: { ...item, approved: false } }));
    }
    const refused = { error: { code: 'forbidden', message: messages.auth.staffNotApproved } };
    for (const [method, path] of staffRoutes) expect((await callApi(stack, staffToken, method, path)).body, `${method} ${path}`).toEqual(refused);
    for (const [method, path] of [...adminRoutes, ...staffRoutes])
      expect((await callApi(stack, adminToken, method, path)).body, `${method} ${path}`).toEqual(refused);
  });
});
