import { AdminGetUserCommand, InitiateAuthCommand } from '@aws-sdk/client-cognito-identity-provider';
import { GetCommand, QueryCommand, UpdateCommand } from '@aws-sdk/lib-dynamodb';
import { randomUUID } from 'node:crypto';
import { describe, expect, inject, it } from 'vitest';
import { emailReservationHash, keys } from '#functions/adapters/table.ts';
import { hashLinkToken } from '#functions/services/link-token.ts';
import * as messages from '#shared/messages.ts';
import { callApi, createTestAccount, signInTokens, strongPassword, uniqueEmail, type TestAccount } from '../support/accounts';
import { cognitoClient, tableClient } from '../support/clients';
import { callFrom, newClientAddress } from '../support/client-address';
import { latestLink, mailsTo, tokenOf } from '../support/mailbox';
import { forgetLastLinkSent, getItem, physicianForm, postJson, staffForm } from '../support/signup-flow';

const stack = inject('stack');

async function poolAttributes(username: string) {
  const user = await cognitoClient(stack).send(new AdminGetUserCommand({ UserPoolId: stack.resources.userPoolId, Username: username }));
  return Object.fromEntries((user.UserAttributes ?? []).map((attribute) => [attribute.Name, attribute.Value]));
}

async function refresh(refreshToken: string) {
  return cognitoClient(stack).send(
    new InitiateAuthCommand({
      AuthFlow: 'REFRESH_TOKEN_AUTH',
      ClientId: stack.resources.userPoolClientId,
      AuthParameters: { REFRESH_TOKEN: refreshToken },
    }),
  );
}

/** PUT /me/email from a client of its own (the per-client limit counts every test's changes otherwise). */
function putEmail(account: TestAccount, accessToken: string, email: string, currentPassword = account.password) {
  return callFrom(newClientAddress(), `${stack.urls.api}/me/email`, { method: 'PUT', token: accessToken, body: { email, currentPassword } });
}

/** Changes the account's e-mail through the API, and returns the undo link the old address received. */
async function changeEmail(account: TestAccount, accessToken: string, from: string, to: string): Promise<string> {
  await forgetLastLinkSent(stack, account.userId, 'verificationSentAt');
  const changed = await putEmail(account, accessToken, to);
  expect(changed.status).toBe(200);
  return latestLink(stack.urls.mailbox, from, '/email-change/undo');
}

/** POST /email-change/undo with a new password, as the page sends it. */
function undo(token: string, password = strongPassword()) {
  return postJson(stack, '/email-change/undo', { token, password });
}

/** The hold on an old address, found by the hash of the address. */
function reservation(email: string) {
  return getItem(stack, keys.emailReservation(emailReservationHash(email)));
}

describe('changing the sign-in e-mail asks for the current password', () => {
  it('refuses a wrong or missing password (400 on currentPassword, spec text) and changes nothing', async () => {
    const account = await createTestAccount(stack);
    const { accessToken } = await signInTokens(stack, account.email, account.password);
    const newEmail = uniqueEmail('never');

    const wrong = await callApi(stack, accessToken, 'PUT', '/me/email', { email: newEmail, currentPassword: 'Not-the-password-1' });
    expect(wrong.status).toBe(400);
    expect(wrong.body).toMatchObject({
      error: { message: messages.profile.wrongCurrentPassword, fields: { currentPassword: messages.profile.wrongCurrentPassword } },
    });
    for (const body of [{ email: newEmail }, { email: newEmail, currentPassword: '' }]) {
      const missing = await callApi(stack, accessToken, 'PUT', '/me/email', body);
      expect(missing.status).toBe(400);
      expect(Object.keys((missing.body as { error: { fields: object } }).error.fields)).toEqual(['currentPassword']);
    }
    // Nor does a wrong password tell whether an address is in use.
    const taken = await callApi(stack, accessToken, 'PUT', '/me/email', {
      email: stack.resources.admin.email,
      currentPassword: 'Not-the-password-1',
    });
    expect(taken.status).toBe(400);

    expect(await getItem(stack, keys.account(account.userId))).toMatchObject({ email: account.email, emailVerified: true });
    expect(await poolAttributes(account.userId)).toMatchObject({ email: account.email, email_verified: 'true' });
    expect(await mailsTo(stack.urls.mailbox, newEmail)).toHaveLength(0);
    expect(await mailsTo(stack.urls.mailbox, account.email)).toHaveLength(0);
  });
});

describe('changing the sign-in e-mail again at once', () => {
  it('answers a second change within a minute with 429 and a message about changing too soon, and changes nothing', async () => {
    const account = await createTestAccount(stack);
    const first = await signInTokens(stack, account.email, account.password);
    const newEmail = uniqueEmail('first');
    await changeEmail(account, first.accessToken, account.email, newEmail);
    const { accessToken } = await signInTokens(stack, newEmail, account.password);
    const again = await putEmail(account, accessToken, uniqueEmail('second'));
    expect(again.status).toBe(429);
    expect(again.body).toMatchObject({ error: { message: messages.emailChange.tooSoon } });
    expect(await getItem(stack, keys.account(account.userId))).toMatchObject({ email: newEmail });
  });
});

describe('the old address is told of an e-mail change, with a single-use undo link', () => {
  it('e-mails the old address a notice whose undo link (token in the fragment, 7 days) restores it verified, sets a new password and ends every session', async () => {
    const account = await createTestAccount(stack);
    const tokens = await signInTokens(stack, account.email, account.password);
    const newEmail = uniqueEmail('taker');
    const before = Date.now();
    const link = await changeEmail(account, tokens.accessToken, account.email, newEmail);

    // The notice: to the old address, both parts, the new address masked, the token only in the fragment.
    const [notice] = await mailsTo(stack.urls.mailbox, account.email);
    expect(notice?.subject).toMatch(/sign-in e-mail was changed/);
    expect(notice?.body.html).toContain(`href="${link}"`);
    expect(notice?.body.text).toContain(`${newEmail.charAt(0)}•••@example.test`);
    expect(notice?.body.text).not.toContain(newEmail);
    expect(link.startsWith(`${stack.urls.web}/email-change/undo#token=`)).toBe(true);
    const token = tokenOf(link);
    expect(new URL(link).search).toBe('');

    // Stored as a hash only, listed under the user (account deletion removes it), valid 7 days,
    // with the old address's verification state, which the undo puts back.
    const record = await getItem(stack, keys.linkToken(hashLinkToken(token)));
    expect(record).toMatchObject({
      purpose: 'undoEmailChange',
      userId: account.userId,
      email: account.email,
      emailVerified: true,
      GSI1PK: keys.userLinksPartition(account.userId),
    });
    expect(JSON.stringify(record)).not.toContain(token);
    const sevenDays = 7 * 24 * 60 * 60;
    expect(record?.validUntil).toBeGreaterThanOrEqual(Math.floor(before / 1000) + sevenDays);
    expect(record?.validUntil).toBeLessThanOrEqual(Math.ceil(Date.now() / 1000) + sevenDays);
    // The old address is held for the account while the link works: keyed by a hash, never the address.
    const hold = await reservation(account.email);
    expect(hold).toMatchObject({ userId: account.userId, expiresAt: record?.validUntil, GSI1PK: keys.userLinksPartition(account.userId) });
    expect(JSON.stringify(hold)).not.toContain(account.email);

    const verifyNew = await latestLink(stack.urls.mailbox, newEmail, '/verify');
    expect(await getItem(stack, keys.account(account.userId))).toMatchObject({ email: newEmail, emailVerified: false });

    const newPassword = strongPassword();
    const undone = await undo(token, newPassword);
    expect(undone).toEqual({ status: 200, body: { status: 'restored' } });
    const restored = await getItem(stack, keys.account(account.userId));
    expect(restored).toMatchObject({ email: account.email, emailVerified: true });
    // Every session ends: the record refuses tokens issued before now, and the refresh token is revoked.
    expect(restored?.sessionsValidAfter).toBeGreaterThanOrEqual(Math.floor(before / 1000));
    await expect(refresh(tokens.refreshToken)).rejects.toThrow();
    expect(await poolAttributes(account.userId)).toMatchObject({ email: account.email, email_verified: 'true' });
    // Whoever changed the address knew the password: only the new one signs in now.
    await expect(signInTokens(stack, account.email, account.password)).rejects.toThrow();
    expect((await signInTokens(stack, account.email, newPassword)).accessToken).toBeTruthy();
    // The address is the account's again: the hold is gone.
    expect(await reservation(account.email)).toBeUndefined();

    // The verification link sent to the new address verifies nothing any more.
    const verify = await postJson(stack, '/email-verification', { token: tokenOf(verifyNew) });
    expect(verify.status).toBe(404);
    expect(await getItem(stack, keys.account(account.userId))).toMatchObject({ email: account.email, emailVerified: true });
    expect(await poolAttributes(account.userId)).toMatchObject({ email: account.email, email_verified: 'true' });

    // The undo link works once.
    const again = await undo(token);
    expect(again.status).toBe(410);
    expect(again.body).toMatchObject({ error: { code: 'link_used', message: messages.emailChangeUndo.used } });
    expect((await signInTokens(stack, account.email, newPassword)).accessToken).toBeTruthy();
  });

  it('refuses a missing or weak new password (400 on password), changes nothing and keeps the link', async () => {
    const account = await createTestAccount(stack);
    const { accessToken } = await signInTokens(stack, account.email, account.password);
    const newEmail = uniqueEmail('weak');
    const token = tokenOf(await changeEmail(account, accessToken, account.email, newEmail));

    for (const body of [{ token }, { token, password: '' }, { token, password: 'short1!' }, { token, password: 'nocapitals-1!' }]) {
      const refused = await postJson(stack, '/email-change/undo', body);
      expect(refused.status).toBe(400);
      expect(Object.keys((refused.body as { error: { fields: object } }).error.fields)).toEqual(['password']);
    }
    expect(await getItem(stack, keys.account(account.userId))).toMatchObject({ email: newEmail, emailVerified: false });
    expect((await signInTokens(stack, newEmail, account.password)).accessToken).toBeTruthy();
    expect((await undo(token)).status).toBe(200);
  });

  it('refuses an unknown, an expired or a verification token with a clear message', async () => {
    const unknown = await undo(randomUUID().replaceAll('-', ''));
    expect(unknown.status).toBe(404);
    expect(unknown.body).toMatchObject({ error: { code: 'link_invalid', message: messages.emailChangeUndo.invalid } });
    expect((await postJson(stack, '/email-change/undo', {})).status).toBe(400);

    const account = await createTestAccount(stack);
    const { accessToken } = await signInTokens(stack, account.email, account.password);
    const newEmail = uniqueEmail('later');
    const token = tokenOf(await changeEmail(account, accessToken, account.email, newEmail));
    const verifyToken = tokenOf(await latestLink(stack.urls.mailbox, newEmail, '/verify'));
    expect((await undo(verifyToken)).status).toBe(404);

    await tableClient(stack).send(
      new UpdateCommand({
        TableName: stack.resources.tableName,
        Key: keys.linkToken(hashLinkToken(token)),
        UpdateExpression: 'SET validUntil = :past',
        ExpressionAttributeValues: { ':past': Math.floor(Date.now() / 1000) - 1 },
      }),
    );
    const expired = await undo(token);
    expect(expired.status).toBe(410);
    expect(expired.body).toMatchObject({ error: { code: 'link_expired', message: messages.emailChangeUndo.expired } });
    expect(await getItem(stack, keys.account(account.userId))).toMatchObject({ email: newEmail });
  });

  it('answers 409 when another account holds the old address in the pool anyway, and keeps the link for later', async () => {
    const account = await createTestAccount(stack);
    const { accessToken } = await signInTokens(stack, account.email, account.password);
    const link = await changeEmail(account, accessToken, account.email, uniqueEmail('moved'));
    // Made straight in the pool (as an operator could), which no hold prevents.
    await createTestAccount(stack, { email: account.email });

    for (let attempt = 0; attempt < 2; attempt++) {
      const refused = await undo(tokenOf(link));
      expect(refused.status).toBe(409);
      expect(refused.body).toMatchObject({ error: { code: 'conflict', message: messages.emailChangeUndo.taken } });
    }
    const record = await tableClient(stack).send(
      new GetCommand({ TableName: stack.resources.tableName, Key: keys.account(account.userId), ConsistentRead: true }),
    );
    expect(record.Item?.email).not.toBe(account.email);
  });
});

describe('after a chain of changes by someone who knows the password, the older undo link wins', () => {
  /** A → B (verified by its holder) → C: the undo link to A (the owner's) and the undo link to B (the changer's). */
  async function chain() {
    const account = await createTestAccount(stack);
    const first = await signInTokens(stack, account.email, account.password);
    const b = uniqueEmail('b');
    const toA = tokenOf(await changeEmail(account, first.accessToken, account.email, b));
    expect((await postJson(stack, '/email-verification', { token: tokenOf(await latestLink(stack.urls.mailbox, b, '/verify')) })).status).toBe(200);
    const second = await signInTokens(stack, b, account.password);
    const toB = tokenOf(await changeEmail(account, second.accessToken, b, uniqueEmail('c')));
    return { account, b, toA, toB };
  }

  it('the undo to A cannot be overturned by the later link to B', async () => {
    const { account, toA, toB } = await chain();
    expect((await undo(toA)).status).toBe(200);
    const overturn = await undo(toB);
    expect(overturn.status).toBe(404);
    expect(await getItem(stack, keys.account(account.userId))).toMatchObject({ email: account.email, emailVerified: true });
    expect(await poolAttributes(account.userId)).toMatchObject({ email: account.email });
  });

  it('the link to B used first does not spoil the owner’s link to A, which still restores A', async () => {
    const { account, b, toA, toB } = await chain();
    expect((await undo(toB)).status).toBe(200);
    expect(await getItem(stack, keys.account(account.userId))).toMatchObject({ email: b, emailVerified: true });
    const ownerPassword = strongPassword();
    expect(await undo(toA, ownerPassword)).toEqual({ status: 200, body: { status: 'restored' } });
    expect(await getItem(stack, keys.account(account.userId))).toMatchObject({ email: account.email, emailVerified: true });
    expect(await poolAttributes(account.userId)).toMatchObject({ email: account.email, email_verified: 'true' });
    expect((await signInTokens(stack, account.email, ownerPassword)).accessToken).toBeTruthy();
    expect((await undo(toB)).status).toBe(410);
  });

  it('a refused link is refused before it is spent, and a change made after the restore can be undone again', async () => {
    const { account, toA, toB } = await chain();
    const password = strongPassword();
    expect((await undo(toA, password)).status).toBe(200);
    for (let attempt = 0; attempt < 2; attempt++) expect((await undo(toB)).status).toBe(404);
    expect((await getItem(stack, keys.linkToken(hashLinkToken(toB))))?.usedAt).toBeUndefined();

    // Later the owner changes the address again: that change's link is newer than the restore, and works.
    const { accessToken } = await signInTokens(stack, account.email, password);
    const later = tokenOf(await changeEmail({ ...account, password }, accessToken, account.email, uniqueEmail('d')));
    expect((await undo(later)).status).toBe(200);
    expect(await getItem(stack, keys.account(account.userId))).toMatchObject({ email: account.email });
  });
});

/**
 * An account whose verified sign-in address was reached by an e-mail change, so that no pool user
 * name is that address (in AWS every user name is opaque; cognito-local keeps the signup address
 * as the user name, which would refuse a signup with the old address by itself).
 */
async function accountNowAt(): Promise<{ account: TestAccount; accessToken: string }> {
  const account = await createTestAccount(stack);
  const first = await signInTokens(stack, account.email, account.password);
  const email = uniqueEmail('held');
  await changeEmail(account, first.accessToken, account.email, email);
  expect((await postJson(stack, '/email-verification', { token: tokenOf(await latestLink(stack.urls.mailbox, email, '/verify')) })).status).toBe(200);
  const { accessToken } = await signInTokens(stack, email, account.password);
  return { account: { ...account, email }, accessToken };
}

const answer = ({ status, body }: { status: number; body: unknown }) => ({ status, body });

describe('the old address is held for the account while its undo link works', () => {
  it('refuses a signup (physician or staff) and another account’s change to it exactly as for an address in use, and the undo then succeeds', async () => {
    const { account, accessToken } = await accountNowAt();
    const old = account.email;
    const link = await changeEmail(account, accessToken, old, uniqueEmail('b'));
    expect(await poolAttributes(account.userId)).not.toMatchObject({ email: old });

    const inUse = await createTestAccount(stack);
    const signup = (path: string, form: unknown) => callFrom(newClientAddress(), `${stack.urls.api}${path}`, { body: form });
    for (const [path, form] of [
      ['/signup', physicianForm],
      ['/staff-signup', staffForm],
    ] as const) {
      const taken = await signup(path, form(inUse.email));
      expect(taken.status).toBe(409);
      expect(answer(await signup(path, form(old)))).toEqual(answer(taken));
    }

    const other = await createTestAccount(stack);
    const otherTokens = await signInTokens(stack, other.email, other.password);
    const taken = await putEmail(other, otherTokens.accessToken, inUse.email);
    expect(taken.status).toBe(409);
    expect(answer(await putEmail(other, otherTokens.accessToken, old))).toEqual(answer(taken));
    expect(await poolAttributes(other.userId)).toMatchObject({ email: other.email });

    expect((await undo(tokenOf(link))).status).toBe(200);
    expect(await getItem(stack, keys.account(account.userId))).toMatchObject({ email: old, emailVerified: true });
    expect(await poolAttributes(account.userId)).toMatchObject({ email: old, email_verified: 'true' });
  });

  it('lets the address go once the hold has expired (checked by the clock, since TTL deletes late)', async () => {
    const { account, accessToken } = await accountNowAt();
    await changeEmail(account, accessToken, account.email, uniqueEmail('b'));
    await tableClient(stack).send(
      new UpdateCommand({
        TableName: stack.resources.tableName,
        Key: keys.emailReservation(emailReservationHash(account.email)),
        UpdateExpression: 'SET expiresAt = :past',
        ExpressionAttributeValues: { ':past': Math.floor(Date.now() / 1000) - 1 },
      }),
    );
    expect((await callFrom(newClientAddress(), `${stack.urls.api}/signup`, { body: physicianForm(account.email) })).status).toBe(201);
  });

  it('is deleted with the account', async () => {
    const { account, accessToken } = await accountNowAt();
    const newEmail = uniqueEmail('b');
    await changeEmail(account, accessToken, account.email, newEmail);
    expect(await reservation(account.email)).toMatchObject({ userId: account.userId });
    const tokens = await signInTokens(stack, newEmail, account.password);
    expect((await callApi(stack, tokens.accessToken, 'DELETE', '/me', { currentPassword: account.password })).status).toBe(204);
    expect(await reservation(account.email)).toBeUndefined();
  });
});

describe('an undo restores the old address only as verified as it was', () => {
  it('sends an old address that was never verified neither the notice nor an undo link, and holds nothing for it', async () => {
    const account = await createTestAccount(stack, { emailVerified: false });
    const { accessToken } = await signInTokens(stack, account.email, account.password);
    await forgetLastLinkSent(stack, account.userId, 'verificationSentAt');
    const newEmail = uniqueEmail('own');
    expect((await putEmail(account, accessToken, newEmail)).status).toBe(200);
    await latestLink(stack.urls.mailbox, newEmail, '/verify');

    expect(await mailsTo(stack.urls.mailbox, account.email)).toHaveLength(0);
    expect(await reservation(account.email)).toBeUndefined();
    const links = await tableClient(stack).send(
      new QueryCommand({
        TableName: stack.resources.tableName,
        IndexName: 'GSI1',
        KeyConditionExpression: 'GSI1PK = :pk',
        ExpressionAttributeValues: { ':pk': keys.userLinksPartition(account.userId) },
      }),
    );
    expect(links.Items?.map((item) => item.purpose)).toEqual(['verifyEmail']);
  });

  it('puts back the verification state the link recorded', async () => {
    const account = await createTestAccount(stack);
    const { accessToken } = await signInTokens(stack, account.email, account.password);
    const token = tokenOf(await changeEmail(account, accessToken, account.email, uniqueEmail('b')));
    await tableClient(stack).send(
      new UpdateCommand({
        TableName: stack.resources.tableName,
        Key: keys.linkToken(hashLinkToken(token)),
        UpdateExpression: 'SET emailVerified = :no',
        ExpressionAttributeValues: { ':no': false },
      }),
    );
    expect((await undo(token)).status).toBe(200);
    expect(await getItem(stack, keys.account(account.userId))).toMatchObject({ email: account.email, emailVerified: false });
    expect(await poolAttributes(account.userId)).toMatchObject({ email: account.email, email_verified: 'false' });
  });
});
