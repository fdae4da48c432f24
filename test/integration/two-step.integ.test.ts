import {
  ChangePasswordCommand,
  InitiateAuthCommand,
  RespondToAuthChallengeCommand,
  SetUserMFAPreferenceCommand,
} from '@aws-sdk/client-cognito-identity-provider';
import type { APIGatewayProxyEventV2, Context } from 'aws-lambda';
import * as z from 'zod/mini';
import '#shared/zod-locale.ts';
import { describe, expect, inject, it } from 'vitest';
import { defineRoute } from '#shared/api/route-definition.ts';
import * as messages from '#shared/messages.ts';
import { claimsAsApiGatewayPassesThem } from '#infra/local/gateway/event.ts';
import { callApi, createTestAccount, setUpTotp, signInTokens, strongPassword } from '../support/accounts';
import { getItem } from '../support/signup-flow';
import { mailsTo } from '../support/mailbox';
import { keys } from '#functions/adapters/table.ts';
import { cognitoClient } from '../support/clients';
import { totpCode } from '../support/totp';

/**
 * Issue 18: staff and admins reach staff-level routes only with two-step sign-in (TOTP), which the
 * record says only after the pool does; turning it on ends every session; a code alone signs
 * nobody in (the embedded pool binds a challenge to its password step, as AWS does).
 */

const stack = inject('stack');

/** Tokens carry whole seconds: a change in a later second than the sign-in must end that session. */
const nextSecond = () => new Promise((resolve) => setTimeout(resolve, 1_100));

// The contract has no staff-level route yet (the dashboard's come with issues 14 and 15): one is
// declared here and run through the same route factory, record check and table as every route.
const dashboardProbe = defineRoute('dashboardProbe', {
  method: 'GET',
  path: '/dashboard-probe',
  area: 'dashboard',
  access: 'staff',
  summary: 'A staff-level route for this test.',
  response: z.object({ served: z.literal(true) }),
  needs: { table: { access: 'read', partitions: ['USER'] } },
});

async function callStaffRoute(accessToken: string) {
  const { staffRoute } = await import('#functions/http/staff-route.ts');
  const handler = staffRoute(dashboardProbe, async () => ({ served: true as const }));
  const payload = JSON.parse(Buffer.from(accessToken.split('.')[1]!, 'base64url').toString('utf8')) as Record<string, unknown>;
  const event = {
    version: '2.0',
    routeKey: 'GET /dashboard-probe',
    rawPath: '/dashboard-probe',
    rawQueryString: '',
    headers: {},
    requestContext: {
      authorizer: { jwt: { claims: claimsAsApiGatewayPassesThem(payload), scopes: null } },
      http: { method: 'GET', sourceIp: '127.0.0.1' },
    },
    isBase64Encoded: false,
  } as unknown as APIGatewayProxyEventV2;
  const response = await handler(event, { awsRequestId: 'test', functionName: 'dashboardProbe' } as Context);
  return { status: response.statusCode, body: JSON.parse(response.body as string) as unknown };
}

describe('two-step sign-in for staff and admins', () => {
  it('refuses approved staff without it on a staff route (403 two_step_required); after setup and a fresh TOTP sign-in it is served', async () => {
    const staff = await createTestAccount(stack, { role: 'staff', approved: true, twoStep: false });
    const before = await signInTokens(stack, staff.email, staff.password);
    expect(await callStaffRoute(before.accessToken)).toEqual({
      status: 403,
      body: { error: { code: 'two_step_required', message: messages.twoStep.required } },
    });
    // Signed-in routes serve them, so they can read their account and set it up.
    expect(await callApi(stack, before.accessToken, 'GET', '/me')).toMatchObject({ status: 200, body: { role: 'staff', approved: true } });

    // The pool must say so first: a claim alone changes nothing.
    expect(await callApi(stack, before.accessToken, 'POST', '/me/two-step')).toEqual({
      status: 409,
      body: { error: { code: 'conflict', message: messages.twoStep.notSetUp } },
    });
    expect(await callStaffRoute(before.accessToken)).toMatchObject({ status: 403 });

    const secret = await setUpTotp(stack, staff.email, staff.password);
    await nextSecond();
    expect(await callApi(stack, before.accessToken, 'POST', '/me/two-step')).toEqual({ status: 200, body: { enabled: true } });

    // Every session begun with the password alone has ended, this one too.
    expect(await callApi(stack, before.accessToken, 'GET', '/me')).toMatchObject({ status: 401, body: { error: { code: 'session_ended' } } });
    expect(await callStaffRoute(before.accessToken)).toMatchObject({ status: 401 });

    // The password alone no longer signs in: the pool asks for a code.
    const challenge = await cognitoClient(stack).send(
      new InitiateAuthCommand({
        AuthFlow: 'USER_PASSWORD_AUTH',
        ClientId: stack.resources.userPoolClientId,
        AuthParameters: { USERNAME: staff.email, PASSWORD: staff.password },
      }),
    );
    expect(challenge.ChallengeName).toBe('SOFTWARE_TOKEN_MFA');
    expect(challenge.AuthenticationResult).toBeUndefined();

    const after = await signInTokens(stack, staff.email, staff.password, secret);
    expect(await callStaffRoute(after.accessToken)).toEqual({ status: 200, body: { served: true } });
    expect(await callApi(stack, after.accessToken, 'GET', '/me')).toMatchObject({ status: 200, body: { mfaEnabled: true } });

    // Its refresh token renews the session as any sign-in's does (the web app's token refresher).
    const renewed = await cognitoClient(stack).send(
      new InitiateAuthCommand({
        AuthFlow: 'REFRESH_TOKEN_AUTH',
        ClientId: stack.resources.userPoolClientId,
        AuthParameters: { REFRESH_TOKEN: after.refreshToken },
      }),
    );
    expect(await callStaffRoute(renewed.AuthenticationResult!.AccessToken!)).toEqual({ status: 200, body: { served: true } });
  });

  it('refuses an approved admin without it too, and serves the test fixtures’ staff and admins (set up by default)', async () => {
    const admin = await createTestAccount(stack, { role: 'admin', twoStep: false });
    expect(await callStaffRoute((await signInTokens(stack, admin.email, admin.password)).accessToken)).toMatchObject({
      status: 403,
      body: { error: { code: 'two_step_required' } },
    });
    for (const role of ['staff', 'admin'] as const) {
      const account = await createTestAccount(stack, { role, approved: true });
      expect(account.totpSecret).toBeDefined();
      expect(await callStaffRoute((await signInTokens(stack, account.email, account.password)).accessToken)).toEqual({
        status: 200,
        body: { served: true },
      });
    }
  });

  it('lets a physician turn it on: their sign-in then asks for a code, and their routes stay open', async () => {
    const physician = await createTestAccount(stack);
    const before = await signInTokens(stack, physician.email, physician.password);
    expect(await callApi(stack, before.accessToken, 'GET', '/me')).toMatchObject({ status: 200 });
    expect(((await callApi(stack, before.accessToken, 'GET', '/me')).body as { mfaEnabled?: boolean }).mfaEnabled).toBeUndefined();
    const secret = await setUpTotp(stack, physician.email, physician.password);
    await nextSecond();
    expect(await callApi(stack, before.accessToken, 'POST', '/me/two-step')).toEqual({ status: 200, body: { enabled: true } });
    expect(await callApi(stack, before.accessToken, 'GET', '/me')).toMatchObject({ status: 401 });
    const after = await signInTokens(stack, physician.email, physician.password, secret);
    expect(await callApi(stack, after.accessToken, 'GET', '/me')).toMatchObject({ status: 200, body: { role: 'physician', mfaEnabled: true } });
  });

  it('signs nobody in with a code alone: the challenge answer needs the session of its own password step', async () => {
    const staff = await createTestAccount(stack, { role: 'staff', approved: true });
    const cognito = cognitoClient(stack);
    const code = () => totpCode(staff.totpSecret!);
    const answer = (session: string | undefined, username = staff.email) =>
      cognito.send(
        new RespondToAuthChallengeCommand({
          ClientId: stack.resources.userPoolClientId,
          ChallengeName: 'SOFTWARE_TOKEN_MFA',
          ...(session !== undefined ? { Session: session } : {}),
          ChallengeResponses: { USERNAME: username, SOFTWARE_TOKEN_MFA_CODE: code() },
        }),
      );
    await expect(answer(undefined)).rejects.toMatchObject({ name: 'NotAuthorizedException' });
    await expect(answer('made-up-session')).rejects.toMatchObject({ name: 'NotAuthorizedException' });

    // Another account's password step does not open this one.
    const other = await createTestAccount(stack, { role: 'staff', approved: true });
    const { Session: othersSession } = await cognito.send(
      new InitiateAuthCommand({
        AuthFlow: 'USER_PASSWORD_AUTH',
        ClientId: stack.resources.userPoolClientId,
        AuthParameters: { USERNAME: other.email, PASSWORD: other.password },
      }),
    );
    await expect(answer(othersSession)).rejects.toMatchObject({ name: 'NotAuthorizedException' });

    // A wrong code is refused; the right one with the right session signs in, once.
    const { Session } = await cognito.send(
      new InitiateAuthCommand({
        AuthFlow: 'USER_PASSWORD_AUTH',
        ClientId: stack.resources.userPoolClientId,
        AuthParameters: { USERNAME: staff.email, PASSWORD: staff.password },
      }),
    );
    const signedIn = await answer(Session);
    expect(signedIn.AuthenticationResult?.AccessToken).toBeDefined();
    await expect(answer(Session)).rejects.toMatchObject({ name: 'NotAuthorizedException' });
  });

  it('e-mails the account when two-step sign-in is turned on, and lets staff set it up before an admin approves them', async () => {
    const waiting = await createTestAccount(stack, { role: 'staff', approved: false, twoStep: false });
    const before = await signInTokens(stack, waiting.email, waiting.password);
    await setUpTotp(stack, waiting.email, waiting.password);
    await nextSecond();
    expect(await callApi(stack, before.accessToken, 'POST', '/me/two-step')).toEqual({ status: 200, body: { enabled: true } });
    await expect
      .poll(async () => (await mailsTo(stack.urls.mailbox, waiting.email)).map((mail) => mail.subject))
      .toContain('Two-step sign-in was turned on');
  });
});

describe('two-step sign-in that holds after it is set up (issue 27)', () => {
  const contactMessages = (token: string) => callApi(stack, token, 'GET', '/contact-messages');

  it('refuses staff who turned TOTP off through Cognito with their own token: the record is told, every session ends, the password alone opens no staff route', async () => {
    const staff = await createTestAccount(stack, { role: 'staff', approved: true });
    const stolen = await signInTokens(stack, staff.email, staff.password);
    await cognitoClient(stack).send(
      new SetUserMFAPreferenceCommand({ AccessToken: stolen.accessToken, SoftwareTokenMfaSettings: { Enabled: false, PreferredMfa: false } }),
    );
    expect(await contactMessages(stolen.accessToken)).toEqual({
      status: 403,
      body: { error: { code: 'two_step_required', message: messages.twoStep.required } },
    });
    expect(await getItem(stack, keys.account(staff.userId))).not.toHaveProperty('mfaEnabled');
    expect(await getItem(stack, keys.account(staff.userId))).toHaveProperty('twoStepLostAt');
    // Its refresh token is revoked, and the session itself is refused from now on.
    await expect(
      cognitoClient(stack).send(
        new InitiateAuthCommand({
          AuthFlow: 'REFRESH_TOKEN_AUTH',
          ClientId: stack.resources.userPoolClientId,
          AuthParameters: { REFRESH_TOKEN: stolen.refreshToken },
        }),
      ),
    ).rejects.toThrow();
    expect((await contactMessages(stolen.accessToken)).status).toBeGreaterThanOrEqual(401);
    // The pool now signs in with the password alone; the API still refuses every staff route.
    await nextSecond();
    const passwordOnly = await signInTokens(stack, staff.email, staff.password, undefined);
    expect(await contactMessages(passwordOnly.accessToken)).toMatchObject({ status: 403, body: { error: { code: 'two_step_required' } } });
  });

  it("ends a staff session begun before a password change made through Cognito's own ChangePassword", async () => {
    const staff = await createTestAccount(stack, { role: 'staff', approved: true });
    const first = await signInTokens(stack, staff.email, staff.password);
    const second = await signInTokens(stack, staff.email, staff.password);
    await nextSecond();
    const password = strongPassword();
    await cognitoClient(stack).send(
      new ChangePasswordCommand({ AccessToken: first.accessToken, PreviousPassword: staff.password, ProposedPassword: password }),
    );
    expect(await contactMessages(second.accessToken)).toMatchObject({ status: 401, body: { error: { code: 'session_ended' } } });
    await nextSecond();
    const fresh = await signInTokens(stack, staff.email, password, staff.totpSecret);
    expect((await contactMessages(fresh.accessToken)).status).toBe(200);
  });

  it('keeps a staff session when the same person signs in again elsewhere (a sign-in changes nothing of the pool user, as in AWS)', async () => {
    const staff = await createTestAccount(stack, { role: 'staff', approved: true });
    const first = await signInTokens(stack, staff.email, staff.password);
    expect((await contactMessages(first.accessToken)).status).toBe(200);
    await nextSecond();
    // Another device: a second two-step sign-in, in a later second than the first's auth_time.
    await signInTokens(stack, staff.email, staff.password);
    // Read afresh by a function that never saw this user (each function keeps its own cache of the pool's answer).
    expect((await callStaffRoute(first.accessToken)).status).toBe(200);
  });
});
