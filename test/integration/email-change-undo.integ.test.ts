import { AdminGetUserCommand, InitiateAuthCommand } from '@aws-sdk/client-cognito-identity-provider';
import { GetCommand, UpdateCommand } from '@aws-sdk/lib-dynamodb';
import { randomUUID } from 'node:crypto';
import { describe, expect, inject, it } from 'vitest';
import { keys } from '../../functions/data/table';
import { hashLinkToken } from '../../functions/lib/link-token';
import { messages } from '../../shared/messages';
import { callApi, cognitoClient, createTestAccount, signInTokens, uniqueEmail, type TestAccount } from '../support/accounts';
import { latestLink, mailsTo, tokenOf } from '../support/mailbox';
import { forgetLastLinkSent, getItem, postJson, tableClient } from '../support/signup-flow';

const stack = inject('stack');

async function poolAttributes(username: string) {
  const user = await cognitoClient(stack).send(new AdminGetUserCommand({ UserPoolId: stack.resources.userPoolId, Username: username }));
  return Object.fromEntries((user.UserAttributes ?? []).map((attribute) => [attribute.Name, attribute.Value]));
}

async function refresh(refreshToken: string) {
  return cognitoClient(stack).send(
    new InitiateAuthCommand({ AuthFlow: 'REFRESH_TOKEN_AUTH', ClientId: stack.resources.userPoolClientId, AuthParameters: { REFRESH_TOKEN: refreshToken } }),
  );
}

/** Changes the account's e-mail through the API, and returns the undo link the old address received. */
async function changeEmail(account: TestAccount, accessToken: string, from: string, to: string): Promise<string> {
  await forgetLastLinkSent(stack, account.userId, 'verificationSentAt');
  const changed = await callApi(stack, accessToken, 'PUT', '/me/email', { email: to, currentPassword: account.password });
  expect(changed.status).toBe(200);
  return latestLink(stack.urls.mailbox, from, '/email-change/undo');
}

describe('changing the sign-in e-mail asks for the current password', () => {
  it('refuses a wrong or missing password (400 on currentPassword, spec text) and changes nothing', async () => {
    const account = await createTestAccount(stack);
    const { accessToken } = await signInTokens(stack, account.email, account.password);
    const newEmail = uniqueEmail('never');

    const wrong = await callApi(stack, accessToken, 'PUT', '/me/email', { email: newEmail, currentPassword: 'Not-the-password-1' });
    expect(wrong.status).toBe(400);
    expect(wrong.body).toMatchObject({ error: { message: messages.profile.wrongCurrentPassword, fields: { currentPassword: messages.profile.wrongCurrentPassword } } });
    for (const body of [{ email: newEmail }, { email: newEmail, currentPassword: '' }]) {
      const missing = await callApi(stack, accessToken, 'PUT', '/me/email', body);
      expect(missing.status).toBe(400);
      expect(Object.keys((missing.body as { error: { fields: object } }).error.fields)).toEqual(['currentPassword']);
    }
    // Nor does a wrong password tell whether an address is in use.
    const taken = await callApi(stack, accessToken, 'PUT', '/me/email', { email: stack.resources.admin.email, currentPassword: 'Not-the-password-1' });
    expect(taken.status).toBe(400);

    expect(await getItem(stack, keys.account(account.userId))).toMatchObject({ email: account.email, emailVerified: true });
    expect(await poolAttributes(account.userId)).toMatchObject({ email: account.email, email_verified: 'true' });
    expect(await mailsTo(stack.urls.mailbox, newEmail)).toHaveLength(0);
    expect(await mailsTo(stack.urls.mailbox, account.email)).toHaveLength(0);
  });
});

describe('the old address is told of an e-mail change, with a single-use undo link', () => {
  it('e-mails the old address a notice whose undo link (token in the fragment, 7 days) restores it verified and ends every session', async () => {
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

    // Stored as a hash only, listed under the user (account deletion removes it), valid 7 days.
    const record = await getItem(stack, keys.linkToken(hashLinkToken(token)));
    expect(record).toMatchObject({ purpose: 'undoEmailChange', userId: account.userId, email: account.email, GSI1PK: keys.userLinksPartition(account.userId) });
    expect(JSON.stringify(record)).not.toContain(token);
    const sevenDays = 7 * 24 * 60 * 60;
    expect(record?.validUntil).toBeGreaterThanOrEqual(Math.floor(before / 1000) + sevenDays);
    expect(record?.validUntil).toBeLessThanOrEqual(Math.ceil(Date.now() / 1000) + sevenDays);

    const verifyNew = await latestLink(stack.urls.mailbox, newEmail, '/verify');
    expect(await getItem(stack, keys.account(account.userId))).toMatchObject({ email: newEmail, emailVerified: false });

    const undone = await postJson(stack, '/email-change/undo', { token });
    expect(undone).toEqual({ status: 200, body: { status: 'restored' } });
    const restored = await getItem(stack, keys.account(account.userId));
    expect(restored).toMatchObject({ email: account.email, emailVerified: true });
    // Every session ends: the record refuses tokens issued before now, and the refresh token is revoked.
    expect(restored?.sessionsValidAfter).toBeGreaterThanOrEqual(Math.floor(before / 1000));
    await expect(refresh(tokens.refreshToken)).rejects.toThrow();
    expect(await poolAttributes(account.userId)).toMatchObject({ email: account.email, email_verified: 'true' });
    expect((await signInTokens(stack, account.email, account.password)).accessToken).toBeTruthy();

    // The verification link sent to the new address verifies nothing any more.
    const verify = await postJson(stack, '/email-verification', { token: tokenOf(verifyNew) });
    expect(verify.status).toBe(404);
    expect(await getItem(stack, keys.account(account.userId))).toMatchObject({ email: account.email, emailVerified: true });
    expect(await poolAttributes(account.userId)).toMatchObject({ email: account.email, email_verified: 'true' });

    // The undo link works once.
    const again = await postJson(stack, '/email-change/undo', { token });
    expect(again.status).toBe(410);
    expect(again.body).toMatchObject({ error: { code: 'link_used', message: messages.emailChangeUndo.used } });
  });

  it('refuses an unknown, an expired or a verification token with a clear message', async () => {
    const unknown = await postJson(stack, '/email-change/undo', { token: randomUUID().replaceAll('-', '') });
    expect(unknown.status).toBe(404);
    expect(unknown.body).toMatchObject({ error: { code: 'link_invalid', message: messages.emailChangeUndo.invalid } });
    expect((await postJson(stack, '/email-change/undo', {})).status).toBe(400);

    const account = await createTestAccount(stack);
    const { accessToken } = await signInTokens(stack, account.email, account.password);
    const newEmail = uniqueEmail('later');
    const token = tokenOf(await changeEmail(account, accessToken, account.email, newEmail));
    const verifyToken = tokenOf(await latestLink(stack.urls.mailbox, newEmail, '/verify'));
    expect((await postJson(stack, '/email-change/undo', { token: verifyToken })).status).toBe(404);

    await tableClient(stack).send(
      new UpdateCommand({
        TableName: stack.resources.tableName,
        Key: keys.linkToken(hashLinkToken(token)),
        UpdateExpression: 'SET validUntil = :past',
        ExpressionAttributeValues: { ':past': Math.floor(Date.now() / 1000) - 1 },
      }),
    );
    const expired = await postJson(stack, '/email-change/undo', { token });
    expect(expired.status).toBe(410);
    expect(expired.body).toMatchObject({ error: { code: 'link_expired', message: messages.emailChangeUndo.expired } });
    expect(await getItem(stack, keys.account(account.userId))).toMatchObject({ email: newEmail });
  });

  it('answers 409 when another account took the old address meanwhile, and keeps the link for later', async () => {
    const account = await createTestAccount(stack);
    const { accessToken } = await signInTokens(stack, account.email, account.password);
    const link = await changeEmail(account, accessToken, account.email, uniqueEmail('moved'));
    await createTestAccount(stack, { email: account.email });

    for (let attempt = 0; attempt < 2; attempt++) {
      const refused = await postJson(stack, '/email-change/undo', { token: tokenOf(link) });
      expect(refused.status).toBe(409);
      expect(refused.body).toMatchObject({ error: { code: 'conflict', message: messages.emailChangeUndo.taken } });
    }
    const record = await tableClient(stack).send(new GetCommand({ TableName: stack.resources.tableName, Key: keys.account(account.userId), ConsistentRead: true }));
    expect(record.Item?.email).not.toBe(account.email);
  });

  it('after a chain of changes (A → B → C), the undo to A cannot be overturned by the older B link', async () => {
    const account = await createTestAccount(stack);
    const { accessToken } = await signInTokens(stack, account.email, account.password);
    const b = uniqueEmail('b');
    const toA = await changeEmail(account, accessToken, account.email, b);
    // The change ended every session: sign in again, as the browser does.
    const again = await signInTokens(stack, b, account.password);
    const toB = await changeEmail(account, again.accessToken, b, uniqueEmail('c'));

    expect((await postJson(stack, '/email-change/undo', { token: tokenOf(toA) })).status).toBe(200);
    const overturn = await postJson(stack, '/email-change/undo', { token: tokenOf(toB) });
    expect(overturn.status).toBe(404);
    expect(await getItem(stack, keys.account(account.userId))).toMatchObject({ email: account.email, emailVerified: true });
    expect(await poolAttributes(account.userId)).toMatchObject({ email: account.email });
  });
});
