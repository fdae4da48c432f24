import { AdminGetUserCommand, InitiateAuthCommand } from '@aws-sdk/client-cognito-identity-provider';
import { QueryCommand, UpdateCommand } from '@aws-sdk/lib-dynamodb';
import { randomUUID } from 'node:crypto';
import { describe, expect, inject, it } from 'vitest';
import { keys } from '#functions/adapters/table.ts';
import * as messages from '#shared/messages.ts';
import { callApi, createTestAccount, setUpTotp, signInTokens, type TestAccount } from '../support/accounts';
import { cognitoClient, tableClient } from '../support/clients';
import { mailsTo } from '../support/mailbox';
import { getItem } from '../support/signup-flow';

/**
 * Issue 29, a staff member who lost their phone: an admin resets their two-step sign-in from
 * Settings. The pool stops asking for the old codes, the record makes them set it up again, every
 * session ends and they are e-mailed. Admins only (from the account record), never their own, a
 * staff account only; unknown users 404.
 */

const stack = inject('stack');
const nextSecond = () => new Promise((resolve) => setTimeout(resolve, 1_100));
const tokenOf = async (account: TestAccount) => (await signInTokens(stack, account.email, account.password)).accessToken;
const reset = (token: string, userId: string) => callApi(stack, token, 'POST', `/staff/${encodeURIComponent(userId)}/two-step-reset`);

async function poolTotpOn(userId: string): Promise<boolean> {
  const user = await cognitoClient(stack).send(new AdminGetUserCommand({ UserPoolId: stack.resources.userPoolId, Username: userId }));
  return user.UserMFASettingList?.includes('SOFTWARE_TOKEN_MFA') ?? false;
}

const refreshWith = (refreshToken: string) =>
  cognitoClient(stack).send(
    new InitiateAuthCommand({
      AuthFlow: 'REFRESH_TOKEN_AUTH',
      ClientId: stack.resources.userPoolClientId,
      AuthParameters: { REFRESH_TOKEN: refreshToken },
    }),
  );

/** The password step alone: whether the pool now asks for a code. */
async function asksForCode(account: TestAccount): Promise<boolean> {
  const result = await cognitoClient(stack).send(
    new InitiateAuthCommand({
      AuthFlow: 'USER_PASSWORD_AUTH',
      ClientId: stack.resources.userPoolClientId,
      AuthParameters: { USERNAME: account.email, PASSWORD: account.password },
    }),
  );
  return result.ChallengeName === 'SOFTWARE_TOKEN_MFA';
}

async function auditOf(userId: string) {
  const { Items = [] } = await tableClient(stack).send(
    new QueryCommand({
      TableName: stack.resources.tableName,
      KeyConditionExpression: 'PK = :pk AND begins_with(SK, :audit)',
      ExpressionAttributeValues: { ':pk': keys.account(userId).PK, ':audit': 'AUDIT#' },
    }),
  );
  return Items;
}

describe('an admin resets a staff member’s two-step sign-in', () => {
  it('turns TOTP off in the pool, makes them set it up again, ends their sessions and e-mails them', async () => {
    const admin = await createTestAccount(stack, { role: 'admin' });
    const staff = await createTestAccount(stack, { role: 'staff', approved: true, firstName: 'Lost', lastName: 'Phone' });
    expect(await poolTotpOn(staff.userId)).toBe(true);
    const session = await signInTokens(stack, staff.email, staff.password);
    expect((await callApi(stack, session.accessToken, 'GET', '/staff')).status).toBe(403);
    expect((await callApi(stack, session.accessToken, 'GET', '/me')).status).toBe(200);
    await nextSecond();

    const before = Date.now();
    expect(await reset(await tokenOf(admin), staff.userId)).toEqual({ status: 200, body: { reset: true } });

    // The pool: the old authenticator no longer signs in, the password step alone does.
    expect(await poolTotpOn(staff.userId)).toBe(false);
    expect(await asksForCode(staff)).toBe(false);
    // The record: two-step off, with when and by whom, and an audit item.
    const record = await getItem(stack, keys.account(staff.userId));
    expect(record?.mfaEnabled).toBeUndefined();
    expect(record).toMatchObject({ twoStepResetBy: admin.userId, twoStepResetAt: expect.any(Number) });
    expect(record?.twoStepResetAt as number).toBeGreaterThanOrEqual(before);
    expect(await auditOf(staff.userId)).toEqual([expect.objectContaining({ action: 'twoStepReset', operator: admin.userId })]);
    // Every session ended.
    expect(await callApi(stack, session.accessToken, 'GET', '/me')).toEqual({
      status: 401,
      body: { error: { code: 'session_ended', message: messages.auth.sessionEnded } },
    });
    await expect(refreshWith(session.refreshToken)).rejects.toMatchObject({ name: 'NotAuthorizedException' });
    // They are told.
    const mails = await mailsTo(stack.urls.mailbox, staff.email);
    expect(mails.map((mail) => mail.subject)).toEqual(['Your two-step sign-in was reset']);
    expect(mails[0]?.body.text).toContain('Hello Lost,');

    // A new sign-in with the password: the account is theirs, the dashboard waits for a new setup.
    const fresh = (await signInTokens(stack, staff.email, staff.password, '')).accessToken;
    expect(await callApi(stack, fresh, 'GET', '/me')).toMatchObject({ status: 200, body: { role: 'staff', approved: true } });
    expect(await callApi(stack, fresh, 'GET', '/me')).not.toMatchObject({ body: { mfaEnabled: true } });
    // The account says an admin reset it, and when (issue 37): the security page reads it from here.
    expect(((await callApi(stack, fresh, 'GET', '/me')).body as { twoStepResetAt?: number }).twoStepResetAt).toBe(record?.twoStepResetAt);
    const refused = (await callApi(stack, fresh, 'POST', '/me/two-step')) as { status: number };
    expect(refused.status).toBe(409);
    // Setting it up again with a new authenticator opens the dashboard to the next sign-in.
    await setUpTotp(stack, staff.email, staff.password);
    expect((await callApi(stack, fresh, 'POST', '/me/two-step')).status).toBe(200);
    expect(await asksForCode(staff)).toBe(true);
    // Set up again: the account no longer says it was reset (the record keeps when, for the audit).
    const again = (await signInTokens(stack, staff.email, staff.password)).accessToken;
    const me = (await callApi(stack, again, 'GET', '/me')).body as { mfaEnabled?: boolean; twoStepResetAt?: number };
    expect(me.mfaEnabled).toBe(true);
    expect(me.twoStepResetAt).toBeUndefined();
    expect((await getItem(stack, keys.account(staff.userId)))?.twoStepResetAt).toBe(record?.twoStepResetAt);
  });

  it('resets an admin account of another admin too', async () => {
    const admin = await createTestAccount(stack, { role: 'admin' });
    const other = await createTestAccount(stack, { role: 'admin' });
    expect((await reset(await tokenOf(admin), other.userId)).status).toBe(200);
    expect(await poolTotpOn(other.userId)).toBe(false);
  });
});

describe('who may reset, and whom', () => {
  it('refuses staff, physicians and unapproved admins (403), and an admin demoted in the record though the token still says admin', async () => {
    const target = await createTestAccount(stack, { role: 'staff', approved: true });
    const staff = await createTestAccount(stack, { role: 'staff', approved: true });
    const physician = await createTestAccount(stack);
    const unapprovedAdmin = await createTestAccount(stack, { role: 'admin', approved: false });
    for (const caller of [staff, physician, unapprovedAdmin]) {
      expect((await reset(await tokenOf(caller), target.userId)).status).toBe(403);
    }
    const demoted = await createTestAccount(stack, { role: 'admin' });
    const token = await tokenOf(demoted);
    // The record decides, not the token's group: the record says staff now.
    await tableClient(stack).send(
      new UpdateCommand({
        TableName: stack.resources.tableName,
        Key: keys.account(demoted.userId),
        UpdateExpression: 'SET #role = :staff',
        ExpressionAttributeNames: { '#role': 'role' },
        ExpressionAttributeValues: { ':staff': 'staff' },
      }),
    );
    expect(await reset(token, target.userId)).toMatchObject({ status: 403 });
    expect(await poolTotpOn(target.userId)).toBe(true);
    expect((await getItem(stack, keys.account(target.userId)))?.mfaEnabled).toBe(true);
    expect(await mailsTo(stack.urls.mailbox, target.email)).toHaveLength(0);
  });

  it("refuses an admin's own reset (403) and a physician's (404), changing nothing", async () => {
    const admin = await createTestAccount(stack, { role: 'admin' });
    const token = await tokenOf(admin);
    expect(await reset(token, admin.userId)).toEqual({
      status: 403,
      body: { error: { code: 'forbidden', message: messages.dashboard.cannotResetOwnTwoStep } },
    });
    expect(await poolTotpOn(admin.userId)).toBe(true);
    expect((await callApi(stack, token, 'GET', '/staff')).status).toBe(200);

    const physician = await createTestAccount(stack);
    await setUpTotp(stack, physician.email, physician.password);
    expect(await reset(token, physician.userId)).toEqual({
      status: 404,
      body: { error: { code: 'not_found', message: messages.dashboard.notStaffAccount } },
    });
    expect(await poolTotpOn(physician.userId)).toBe(true);
  });

  it('answers 404 for a user that does not exist and 400 naming userId for a malformed one', async () => {
    const token = await tokenOf(await createTestAccount(stack, { role: 'admin' }));
    expect(await reset(token, randomUUID())).toEqual({
      status: 404,
      body: { error: { code: 'not_found', message: messages.dashboard.userNotFound } },
    });
    const malformed = (await reset(token, 'USER#x')) as { status: number; body: { error: { fields: object } } };
    expect(malformed.status).toBe(400);
    expect(Object.keys(malformed.body.error.fields)).toEqual(['userId']);
  });
});
