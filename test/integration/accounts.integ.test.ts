import { AdminGetUserCommand, ListUsersCommand } from '@aws-sdk/client-cognito-identity-provider';
import { PutCommand } from '@aws-sdk/lib-dynamodb';
import { describe, expect, inject, it } from 'vitest';
import { keys } from '#functions/adapters/table.ts';
import { hashLinkToken, newLinkToken } from '#functions/services/link-token.ts';
import * as messages from '#shared/messages.ts';
import { latestLink, mailsTo, tokenOf } from '../support/mailbox';
import { forgetLastLinkSent, getItem, physicianForm, postJson, signInTokens, staffForm, strongPassword, uniqueEmail } from '../support/signup-flow';
import { cognitoClient, tableClient } from '../support/clients';

const stack = inject('stack');

async function poolUser(email: string) {
  return cognitoClient(stack)
    .send(new AdminGetUserCommand({ UserPoolId: stack.resources.userPoolId, Username: email }))
    .catch((error: Error) => {
      if (error.name === 'UserNotFoundException') return undefined;
      throw error;
    });
}

function attribute(user: Awaited<ReturnType<typeof poolUser>>, name: string) {
  return user?.UserAttributes?.find((entry) => entry.Name === name)?.Value;
}

async function signUpPhysician(email: string) {
  const response = await postJson(stack, '/signup', physicianForm(email));
  expect(response.status).toBe(201);
  const user = await poolUser(email);
  const userId = attribute(user, 'sub') as string;
  return { userId, link: await latestLink(stack.urls.mailbox, email, '/verify') };
}

describe('physician signup', () => {
  it('creates the pool user, the unverified record and e-mails an HTML + text verification link', async () => {
    const email = uniqueEmail('signup');
    const before = Date.now();
    const response = await postJson(stack, '/signup', physicianForm(email.toUpperCase()));
    expect(response).toEqual({ status: 201, body: { email, verificationEmail: 'sent' } });

    const user = await poolUser(email);
    expect(attribute(user, 'email_verified')).toBe('false');
    const userId = attribute(user, 'sub') as string;
    const record = await getItem(stack, keys.account(userId));
    expect(record).toMatchObject({
      email,
      role: 'physician',
      approved: true,
      emailVerified: false,
      practiceState: 'CA',
      resident: false,
      years: '5',
      speciality: 'cardiology',
    });
    expect(record?.joiningDate).toBeGreaterThanOrEqual(before);
    expect(record).not.toHaveProperty('password');
    expect(record).not.toHaveProperty('confirmPassword');

    const [mail] = await mailsTo(stack.urls.mailbox, email);
    expect(mail?.subject).toMatch(/Physician Contracts/);
    expect(mail?.from).toBe(stack.functionEnv.SENDER_EMAIL);
    expect(mail?.body.html).toMatch(new RegExp(`href="${stack.urls.web}/verify#token=[A-Za-z0-9_-]{20,}"`));
    expect(mail?.body.text).toMatch(new RegExp(`${stack.urls.web}/verify#token=[A-Za-z0-9_-]{20,}`));
    // The token travels in the fragment only, which no browser sends to a server (or its access log).
    const link = new URL(await latestLink(stack.urls.mailbox, email, '/verify'));
    expect({ path: link.pathname, query: link.search }).toEqual({ path: '/verify', query: '' });
    expect(mail?.body.text).not.toMatch(/[?&]token=/);

    const tokens = await signInTokens(stack, email, strongPassword);
    const me = await postJson(stack, '/me', undefined, tokens.AccessToken, 'GET');
    expect(me.body).toMatchObject({ userId, role: 'physician', emailVerified: false, chaptersDone: [] });
  });

  it('refuses an e-mail already in use with 409 naming the field, and leaves the first account as it was', async () => {
    const email = uniqueEmail('taken');
    const { userId } = await signUpPhysician(email);
    const recordBefore = await getItem(stack, keys.account(userId));

    const again = await postJson(stack, '/signup', physicianForm(email, { firstName: 'Impostor' }));
    expect(again.status).toBe(409);
    expect(again.body?.error.fields.email).toBe(messages.signup.emailInUse);
    const staffAgain = await postJson(stack, '/staff-signup', staffForm(email));
    expect(staffAgain.status).toBe(409);

    expect(await getItem(stack, keys.account(userId))).toEqual(recordBefore);
    const { Users = [] } = await cognitoClient(stack).send(new ListUsersCommand({ UserPoolId: stack.resources.userPoolId }));
    expect(Users.filter((user) => attribute({ UserAttributes: user.Attributes } as never, 'email') === email)).toHaveLength(1);
    expect(await mailsTo(stack.urls.mailbox, email)).toHaveLength(1);
  });

  it('answers 400 naming each bad field and creates nothing', async () => {
    const email = uniqueEmail('bad-input');
    const response = await postJson(
      stack,
      '/signup',
      physicianForm(email, { password: 'weakpass', confirmPassword: 'other', years: '123', terms: false }),
    );
    expect(response.status).toBe(400);
    expect(response.body?.error.code).toBe('validation_failed');
    expect(Object.keys(response.body?.error.fields).sort()).toEqual(['confirmPassword', 'password', 'terms', 'years']);
    expect(response.body?.error.fields.password).toBe(messages.signup.passwordHint);
    expect(await poolUser(email)).toBeUndefined();
    expect(await mailsTo(stack.urls.mailbox, email)).toHaveLength(0);
  });
});

describe('staff signup', () => {
  it('creates a staff account awaiting approval, in no group until an admin approves it', async () => {
    const email = uniqueEmail('staff');
    const response = await postJson(stack, '/staff-signup', staffForm(email));
    expect(response.status).toBe(201);
    const userId = attribute(await poolUser(email), 'sub') as string;
    expect(await getItem(stack, keys.account(userId))).toMatchObject({ role: 'staff', approved: false, emailVerified: false, firstName: 'Sam' });
    const tokens = await signInTokens(stack, email, strongPassword);
    const claims = JSON.parse(Buffer.from(tokens.AccessToken!.split('.')[1]!, 'base64url').toString());
    // A staff token carries no staff rights before approval (issue 11).
    expect(claims).not.toHaveProperty('cognito:groups');
    await latestLink(stack.urls.mailbox, email, '/verify');
  });
});

describe('e-mail verification links', () => {
  it('verify the account and the pool e-mail once; a reused link is refused as used', async () => {
    const email = uniqueEmail('verify');
    const { userId, link } = await signUpPhysician(email);
    const first = await postJson(stack, '/email-verification', { token: tokenOf(link) });
    expect(first).toEqual({ status: 200, body: { status: 'verified', role: 'physician' } });
    expect((await getItem(stack, keys.account(userId)))?.emailVerified).toBe(true);
    expect(attribute(await poolUser(email), 'email_verified')).toBe('true');

    const reused = await postJson(stack, '/email-verification', { token: tokenOf(link) });
    expect(reused.status).toBe(410);
    expect(reused.body?.error).toMatchObject({ code: 'link_used', message: messages.verification.used });
    // The table keeps a hash, never the token itself.
    expect(await getItem(stack, keys.linkToken(tokenOf(link)))).toBeUndefined();
    const record = await getItem(stack, keys.linkToken(hashLinkToken(tokenOf(link))));
    expect(record).toMatchObject({ userId, purpose: 'verifyEmail' });
    // The link works for 24 hours; the table keeps its record 30 days longer (TTL), so a late
    // click in AWS hears "expired" and is offered a new link instead of "not valid".
    const validUntil = Number(record?.validUntil);
    expect(validUntil * 1000 - Date.now()).toBeGreaterThan(23 * 3_600_000);
    expect(validUntil * 1000 - Date.now()).toBeLessThanOrEqual(24 * 3_600_000 + 1_000); // rounded up to the second
    expect(record?.expiresAt).toBe(validUntil + 30 * 86_400);
  });

  it('refuse an expired link even though the table still holds it, and a new link can be asked for', async () => {
    const email = uniqueEmail('expired');
    const { userId } = await signUpPhysician(email);
    const { token, tokenHash } = newLinkToken();
    const anHourAgo = Date.now() - 3_600_000;
    await tableClient(stack).send(
      new PutCommand({
        TableName: stack.resources.tableName,
        Item: {
          ...keys.linkToken(tokenHash),
          tokenHash,
          purpose: 'verifyEmail',
          userId,
          email,
          createdAt: anHourAgo - 86_400_000,
          validUntil: Math.floor(anHourAgo / 1000),
          expiresAt: Math.floor(anHourAgo / 1000) + 30 * 86_400,
        },
      }),
    );
    const expired = await postJson(stack, '/email-verification', { token });
    expect(expired.status).toBe(410);
    expect(expired.body?.error).toMatchObject({ code: 'link_expired', message: messages.verification.expired });
    expect((await getItem(stack, keys.account(userId)))?.emailVerified).toBe(false);

    // A link went out at signup a moment ago: a new one only after a minute (the "too many attempts" rule).
    const tooSoon = await postJson(stack, '/email-verification/resend', { token });
    expect(tooSoon.status).toBe(429);
    expect(tooSoon.body?.error.message).toBe(messages.auth.tooManyAttempts);

    await forgetLastLinkSent(stack, userId, 'verificationSentAt');
    const resent = await postJson(stack, '/email-verification/resend', { token });
    expect(resent).toEqual({ status: 200, body: { status: 'sent' } });
    const fresh = await latestLink(stack.urls.mailbox, email, '/verify', 2);
    expect((await postJson(stack, '/email-verification', { token: tokenOf(fresh) })).status).toBe(200);
  });

  it('refuse a token that was never issued', async () => {
    const response = await postJson(stack, '/email-verification', { token: newLinkToken().token });
    expect(response.status).toBe(404);
    expect(response.body?.error.code).toBe('link_invalid');
  });

  it('are re-sent to a signed-in unverified account at most once a minute, and not to a verified one', async () => {
    const email = uniqueEmail('resend-me');
    const { userId, link } = await signUpPhysician(email);
    const { AccessToken } = await signInTokens(stack, email, strongPassword);
    expect((await postJson(stack, '/me/verification-email', undefined, AccessToken)).status).toBe(429);
    await forgetLastLinkSent(stack, userId, 'verificationSentAt');
    expect(await postJson(stack, '/me/verification-email', undefined, AccessToken)).toEqual({ status: 200, body: { status: 'sent' } });
    expect(await mailsTo(stack.urls.mailbox, email)).toHaveLength(2);
    // The first link still works until it expires.
    expect((await postJson(stack, '/email-verification', { token: tokenOf(link) })).status).toBe(200);
    await forgetLastLinkSent(stack, userId, 'verificationSentAt');
    expect((await postJson(stack, '/me/verification-email', undefined, AccessToken)).body).toEqual({ status: 'alreadyVerified' });
  });
});

describe('password reset links', () => {
  it('answer the same for an unknown address and send nothing', async () => {
    const email = uniqueEmail('nobody');
    expect(await postJson(stack, '/password-reset', { email })).toEqual({ status: 202, body: { status: 'sent' } });
    expect(await mailsTo(stack.urls.mailbox, email)).toHaveLength(0);
  });

  it('set a new password under the policy once; a reused link is refused and the new password signs in', async () => {
    const email = uniqueEmail('reset');
    await signUpPhysician(email);
    expect(await postJson(stack, '/password-reset', { email })).toEqual({ status: 202, body: { status: 'sent' } });
    const link = await latestLink(stack.urls.mailbox, email, '/resetPassword');
    // The token travels in the fragment only: no query, nothing in the path.
    expect(link.startsWith(`${stack.urls.web}/resetPassword#token=`)).toBe(true);
    expect({ path: new URL(link).pathname, query: new URL(link).search }).toEqual({ path: '/resetPassword', query: '' });
    const token = tokenOf(link);

    const weak = await postJson(stack, '/password-reset/confirm', { token, password: 'weakweakweak' });
    expect(weak.status).toBe(400);
    expect(weak.body?.error.fields.password).toBe(messages.signup.passwordHint);

    const newPassword = 'N3w!Password-2';
    expect(await postJson(stack, '/password-reset/confirm', { token, password: newPassword })).toEqual({ status: 200, body: { status: 'reset' } });
    const reused = await postJson(stack, '/password-reset/confirm', { token, password: 'An0ther!Password' });
    expect(reused.status).toBe(410);
    expect(reused.body?.error.code).toBe('link_used');

    await expect(signInTokens(stack, email, strongPassword)).rejects.toThrow();
    expect((await signInTokens(stack, email, newPassword)).AccessToken).toBeTruthy();
  });

  it('do not answer a verification token, nor verify with a reset token', async () => {
    const email = uniqueEmail('cross');
    const { link } = await signUpPhysician(email);
    const response = await postJson(stack, '/password-reset/confirm', { token: tokenOf(link), password: 'N3w!Password-2' });
    expect(response.status).toBe(404);
    expect((await postJson(stack, '/email-verification', { token: tokenOf(link) })).status).toBe(200);
  });
});

describe('changing the sign-in e-mail', () => {
  it('refuses an address in use, then changes pool and record, unverifies, and verifies through a link to the new address', async () => {
    const email = uniqueEmail('change-from');
    const { userId, link } = await signUpPhysician(email);
    expect((await postJson(stack, '/email-verification', { token: tokenOf(link) })).status).toBe(200);
    const { AccessToken } = await signInTokens(stack, email, strongPassword);

    const taken = await postJson(stack, '/me/email', { email: stack.resources.admin.email, currentPassword: strongPassword }, AccessToken, 'PUT');
    expect(taken.status).toBe(409);
    expect(taken.body?.error.fields.email).toBe(messages.emailChange.inUse);
    expect((await getItem(stack, keys.account(userId)))?.email).toBe(email);

    await forgetLastLinkSent(stack, userId, 'verificationSentAt');
    const newEmail = uniqueEmail('change-to');
    const changed = await postJson(stack, '/me/email', { email: newEmail, currentPassword: strongPassword }, AccessToken, 'PUT');
    expect(changed.status).toBe(200);
    expect(changed.body).toMatchObject({ email: newEmail, emailVerified: false });
    expect(attribute(await poolUser(newEmail), 'email_verified')).toBe('false');
    expect(attribute(await poolUser(newEmail), 'sub')).toBe(userId);

    const newLink = await latestLink(stack.urls.mailbox, newEmail, '/verify');
    expect((await postJson(stack, '/email-verification', { token: tokenOf(newLink) })).status).toBe(200);
    expect(await getItem(stack, keys.account(userId))).toMatchObject({ email: newEmail, emailVerified: true });
    expect((await signInTokens(stack, newEmail, strongPassword)).AccessToken).toBeTruthy();
  });
});
