import {
  AdminListGroupsForUserCommand,
  DeleteUserAttributesCommand,
  InitiateAuthCommand,
  UpdateUserAttributesCommand,
} from '@aws-sdk/client-cognito-identity-provider';
import { describe, expect, inject, it } from 'vitest';
import { keys } from '#functions/adapters/table.ts';
import * as messages from '#shared/messages.ts';
import { callApi, createTestAccount, signInTokens, strongPassword, uniqueEmail, type TestAccount } from '../support/accounts';
import { cognitoClient } from '../support/clients';
import { latestLink, tokenOf } from '../support/mailbox';
import { getItem, physicianForm, postJson, staffForm, strongPassword as signupPassword } from '../support/signup-flow';

/**
 * Issue 11: sessions end when they must (every route refuses an access token issued before the
 * account's sessionsValidAfter, and the pool forgets the refresh tokens), and the server refuses
 * what the browser refuses (unverified and unapproved accounts get only the routes they need).
 */

const stack = inject('stack');

/** Tokens carry whole seconds: a change in a later second than the sign-in must end that session. */
const nextSecond = () => new Promise((resolve) => setTimeout(resolve, 1_100));

async function refreshWith(refreshToken: string) {
  return cognitoClient(stack).send(
    new InitiateAuthCommand({
      AuthFlow: 'REFRESH_TOKEN_AUTH',
      ClientId: stack.resources.userPoolClientId,
      AuthParameters: { REFRESH_TOKEN: refreshToken },
    }),
  );
}

async function expectSessionEnded(accessToken: string, refreshToken: string) {
  const refused = await callApi(stack, accessToken, 'GET', '/me');
  expect(refused).toEqual({ status: 401, body: { error: { code: 'session_ended', message: messages.auth.sessionEnded } } });
  await expect(refreshWith(refreshToken)).rejects.toMatchObject({ name: 'NotAuthorizedException' });
}

async function subOf(email: string, password: string) {
  const { accessToken } = await signInTokens(stack, email, password);
  const claims = JSON.parse(Buffer.from(accessToken.split('.')[1]!, 'base64url').toString()) as { sub: string; 'cognito:groups'?: string[] };
  return claims;
}

describe('sessions end when they must', () => {
  it('a refresh token works until the sessions end (the embedded pool learned AdminUserGlobalSignOut)', async () => {
    const account = await createTestAccount(stack);
    const { refreshToken } = await signInTokens(stack, account.email, account.password);
    expect((await refreshWith(refreshToken)).AuthenticationResult?.AccessToken).toBeTruthy();
  });

  it('a refreshed token keeps the auth_time of its sign-in, as AWS does (cognito-local stamped the refresh time)', async () => {
    const account = await createTestAccount(stack);
    const { accessToken, idToken, refreshToken } = await signInTokens(stack, account.email, account.password);
    const claims = (token: string) => JSON.parse(Buffer.from(token.split('.')[1]!, 'base64url').toString()) as { auth_time: number; iat: number };
    await nextSecond();
    const refreshed = (await refreshWith(refreshToken)).AuthenticationResult!;
    for (const [before, after] of [
      [accessToken, refreshed.AccessToken!],
      [idToken, refreshed.IdToken!],
    ] as const) {
      expect(claims(after).iat).toBeGreaterThan(claims(before).iat);
      expect(claims(after).auth_time).toBe(claims(before).auth_time);
    }
    // Still tokens of the pool: the API takes the refreshed one.
    expect((await callApi(stack, refreshed.AccessToken!, 'GET', '/me')).status).toBe(200);
  });

  it('a password change ends every session issued before it, and the new password signs in at once', async () => {
    const account = await createTestAccount(stack);
    const elsewhere = await signInTokens(stack, account.email, account.password);
    const here = await signInTokens(stack, account.email, account.password);
    await nextSecond();
    const newPassword = strongPassword();
    const changed = await callApi(stack, here.accessToken, 'POST', '/me/password', { currentPassword: account.password, newPassword });
    expect(changed).toEqual({ status: 200, body: { changed: true } });

    await expectSessionEnded(elsewhere.accessToken, elsewhere.refreshToken);
    await expectSessionEnded(here.accessToken, here.refreshToken);
    // The browser that made the change signs in again with the new password and keeps working.
    const again = await signInTokens(stack, account.email, newPassword);
    expect((await callApi(stack, again.accessToken, 'GET', '/me')).status).toBe(200);
    expect((await callApi(stack, again.accessToken, 'POST', '/me/picture/upload', { contentType: 'image/png' })).status).toBe(200);
  });

  it('a refused password change ends nothing', async () => {
    const account = await createTestAccount(stack);
    const tokens = await signInTokens(stack, account.email, account.password);
    await nextSecond();
    const wrong = await callApi(stack, tokens.accessToken, 'POST', '/me/password', {
      currentPassword: 'Wr0ng!Password',
      newPassword: strongPassword(),
    });
    expect(wrong.status).toBe(400);
    expect((await callApi(stack, tokens.accessToken, 'GET', '/me')).status).toBe(200);
  });

  it('a password reset ends every session (the squatter who kept a token is out)', async () => {
    const account = await createTestAccount(stack);
    const squatter = await signInTokens(stack, account.email, account.password);
    await nextSecond();
    expect((await postJson(stack, '/password-reset', { email: account.email })).status).toBe(202);
    const link = await latestLink(stack.urls.mailbox, account.email, '/resetPassword');
    const newPassword = strongPassword();
    expect(await postJson(stack, '/password-reset/confirm', { token: tokenOf(link), password: newPassword })).toEqual({
      status: 200,
      body: { status: 'reset' },
    });
    await expectSessionEnded(squatter.accessToken, squatter.refreshToken);
    expect((await callApi(stack, (await signInTokens(stack, account.email, newPassword)).accessToken, 'GET', '/me')).status).toBe(200);
  });

  it('an e-mail change ends every session issued before it', async () => {
    const account = await createTestAccount(stack);
    const tokens = await signInTokens(stack, account.email, account.password);
    await nextSecond();
    const newEmail = uniqueEmail('moved');
    expect((await callApi(stack, tokens.accessToken, 'PUT', '/me/email', { email: newEmail, currentPassword: account.password })).status).toBe(200);
    await expectSessionEnded(tokens.accessToken, tokens.refreshToken);
  });

  it('a verification that follows a password reset ends every session again; one without a reset ends none', async () => {
    // Someone signs up with the owner's address and their own password.
    const email = uniqueEmail('squatted');
    expect((await postJson(stack, '/signup', physicianForm(email))).status).toBe(201);
    const signupLink = await latestLink(stack.urls.mailbox, email, '/verify');
    // The owner resets the password, then signs in (the login page would re-send a link) ...
    expect((await postJson(stack, '/password-reset', { email })).status).toBe(202);
    const resetLink = await latestLink(stack.urls.mailbox, email, '/resetPassword');
    const ownerPassword = strongPassword();
    expect((await postJson(stack, '/password-reset/confirm', { token: tokenOf(resetLink), password: ownerPassword })).status).toBe(200);
    const beforeVerifying = await signInTokens(stack, email, ownerPassword);
    expect((await callApi(stack, beforeVerifying.accessToken, 'GET', '/me')).status).toBe(200);
    await nextSecond();
    // ... and verifies: whatever session was opened before that ends.
    expect((await postJson(stack, '/email-verification', { token: tokenOf(signupLink) })).status).toBe(200);
    await expectSessionEnded(beforeVerifying.accessToken, beforeVerifying.refreshToken);
    const { sub } = await subOf(email, ownerPassword);
    expect(await getItem(stack, keys.account(sub))).not.toHaveProperty('passwordResetAt');

    // A plain signup verification ends nothing: the person may be signed in while clicking the link.
    const plain = uniqueEmail('plain');
    expect((await postJson(stack, '/signup', physicianForm(plain))).status).toBe(201);
    const link = await latestLink(stack.urls.mailbox, plain, '/verify');
    const tokens = await signInTokens(stack, plain, signupPassword);
    await nextSecond();
    expect((await postJson(stack, '/email-verification', { token: tokenOf(link) })).status).toBe(200);
    expect((await callApi(stack, tokens.accessToken, 'GET', '/me')).status).toBe(200);
  });
});

describe('the server refuses what the browser refuses', () => {
  const tokenOfAccount = async (account: TestAccount) => (await signInTokens(stack, account.email, account.password)).accessToken;

  it('serves an unverified physician only its own account, the re-send, the e-mail change and deletion', async () => {
    const physician = await createTestAccount(stack, { emailVerified: false });
    const token = await tokenOfAccount(physician);
    expect((await callApi(stack, token, 'GET', '/me')).status).toBe(200);
    expect((await callApi(stack, token, 'POST', '/me/verification-email')).status).toBe(200);

    const refusals = [
      await callApi(stack, token, 'PUT', '/me', { firstName: 'New', lastName: 'Name', bio: '' }),
      await callApi(stack, token, 'POST', '/me/password', { currentPassword: physician.password, newPassword: strongPassword() }),
      await callApi(stack, token, 'POST', '/me/picture/upload', { contentType: 'image/png' }),
      await callApi(stack, token, 'PUT', '/me/picture', { key: `avatars/${physician.userId}/x` }),
      await callApi(stack, token, 'DELETE', '/me/picture'),
    ];
    for (const refusal of refusals) {
      expect(refusal).toEqual({ status: 403, body: { error: { code: 'forbidden', message: messages.auth.verifyEmailFirst } } });
    }
    // Nothing changed: the password still signs in.
    await expect(signInTokens(stack, physician.email, physician.password)).resolves.toBeDefined();
    expect((await callApi(stack, token, 'DELETE', '/me', { currentPassword: physician.password })).status).toBe(204);
  });

  it('refuses unapproved staff with the spec’s text, and serves them their own account', async () => {
    const staff = await createTestAccount(stack, { role: 'staff', approved: false, emailVerified: true });
    const token = await tokenOfAccount(staff);
    expect((await callApi(stack, token, 'GET', '/me')).status).toBe(200);
    const refused = await callApi(stack, token, 'PUT', '/me', { firstName: 'New', lastName: 'Name', bio: '' });
    expect(refused).toEqual({ status: 403, body: { error: { code: 'forbidden', message: messages.auth.staffNotApproved } } });
    expect((await callApi(stack, token, 'POST', '/me/picture/upload', { contentType: 'image/png' })).status).toBe(403);
  });

  it('keeps serving approved staff whose e-mail became unverified (spec §4, §8)', async () => {
    const staff = await createTestAccount(stack, { role: 'staff', approved: true, emailVerified: false });
    const token = await tokenOfAccount(staff);
    expect((await callApi(stack, token, 'PUT', '/me', { firstName: 'Still', lastName: 'Working', bio: '' })).status).toBe(200);
  });

  it('puts a staff signup in no group (a physician signup in theirs), and test staff in theirs once approved', async () => {
    const staffEmail = uniqueEmail('staff');
    expect((await postJson(stack, '/staff-signup', staffForm(staffEmail))).status).toBe(201);
    const staffClaims = await subOf(staffEmail, signupPassword);
    const groupsOf = async (sub: string) =>
      (
        (await cognitoClient(stack).send(new AdminListGroupsForUserCommand({ UserPoolId: stack.resources.userPoolId, Username: sub }))).Groups ?? []
      ).map((group) => group.GroupName);
    expect(await groupsOf(staffClaims.sub)).toEqual([]);
    expect(staffClaims).not.toHaveProperty('cognito:groups');

    const physicianEmail = uniqueEmail('doctor');
    expect((await postJson(stack, '/signup', physicianForm(physicianEmail))).status).toBe(201);
    expect(await groupsOf((await subOf(physicianEmail, signupPassword)).sub)).toEqual(['physician']);

    expect(await groupsOf((await createTestAccount(stack, { role: 'staff', approved: true })).userId)).toEqual(['staff']);
    expect(await groupsOf((await createTestAccount(stack, { role: 'staff', approved: false })).userId)).toEqual([]);
  });
});

describe('users write none of their own pool attributes', () => {
  it('refuses a signed-in user who changes their e-mail directly against the pool', async () => {
    const account = await createTestAccount(stack);
    const { accessToken } = await signInTokens(stack, account.email, account.password);
    const cognito = cognitoClient(stack);
    await expect(
      cognito.send(new UpdateUserAttributesCommand({ AccessToken: accessToken, UserAttributes: [{ Name: 'email', Value: uniqueEmail('direct') }] })),
    ).rejects.toMatchObject({ name: 'NotAuthorizedException' });
    await expect(
      cognito.send(new UpdateUserAttributesCommand({ AccessToken: accessToken, UserAttributes: [{ Name: 'email_verified', Value: 'true' }] })),
    ).rejects.toMatchObject({ name: 'NotAuthorizedException' });
    await expect(
      cognito.send(new DeleteUserAttributesCommand({ AccessToken: accessToken, UserAttributeNames: ['given_name'] })),
    ).rejects.toMatchObject({
      name: 'NotAuthorizedException',
    });
    // Still the same address: it signs in, and the API reads it.
    const me = await callApi(stack, (await signInTokens(stack, account.email, account.password)).accessToken, 'GET', '/me');
    expect(me.body).toMatchObject({ email: account.email });
  });
});
