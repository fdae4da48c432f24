import { InitiateAuthCommand } from '@aws-sdk/client-cognito-identity-provider';
import { describe, expect, inject, it } from 'vitest';
import { cognitoClient } from '../support/clients';
import { statusWithHost } from '../support/raw-http';

const stack = inject('stack');

async function adminAccessToken(): Promise<string> {
  const result = await cognitoClient(stack).send(
    new InitiateAuthCommand({
      AuthFlow: 'USER_PASSWORD_AUTH',
      ClientId: stack.resources.userPoolClientId,
      AuthParameters: { USERNAME: stack.resources.admin.email, PASSWORD: stack.resources.admin.password },
    }),
  );
  const token = result.AuthenticationResult?.AccessToken;
  if (!token) throw new Error('the seeded admin could not sign in');
  return token;
}

describe('embedded API gateway', () => {
  it('answers GET /health without a token', async () => {
    const response = await fetch(`${stack.urls.api}/health`);
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({ status: 'ok' });
  });

  it('refuses GET /me without a token, as the JWT authorizer does', async () => {
    const response = await fetch(`${stack.urls.api}/me`);
    expect(response.status).toBe(401);
  });

  it('refuses a token whose signature does not verify', async () => {
    const token = await adminAccessToken();
    const [header, payload] = token.split('.');
    const forged = `${header}.${payload}.${Buffer.from('not the signature').toString('base64url')}`;
    const response = await fetch(`${stack.urls.api}/me`, { headers: { authorization: `Bearer ${forged}` } });
    expect(response.status).toBe(401);
  });

  it('refuses a token with a tampered payload', async () => {
    const token = await adminAccessToken();
    const [header, payload, signature] = token.split('.') as [string, string, string];
    const claims = JSON.parse(Buffer.from(payload, 'base64url').toString());
    const tampered = Buffer.from(JSON.stringify({ ...claims, sub: 'someone-else' })).toString('base64url');
    const response = await fetch(`${stack.urls.api}/me`, { headers: { authorization: `Bearer ${header}.${tampered}.${signature}` } });
    expect(response.status).toBe(401);
  });

  it("returns the signed-in admin's own account from GET /me", async () => {
    const response = await fetch(`${stack.urls.api}/me`, { headers: { authorization: `Bearer ${await adminAccessToken()}` } });
    expect(response.status).toBe(200);
    expect(response.headers.get('cache-control')).toBe('no-store');
    const account = await response.json();
    expect(account).toMatchObject({
      userId: stack.resources.admin.userId,
      email: stack.resources.admin.email,
      role: 'admin',
      approved: true,
    });
    // Keys and internal attributes never leave the API.
    expect(account).not.toHaveProperty('PK');
    expect(account).not.toHaveProperty('GSI1PK');
  });

  it('answers 404 for a route the contract does not have', async () => {
    const response = await fetch(`${stack.urls.api}/nothing-here`);
    expect(response.status).toBe(404);
  });

  it('has no CORS: a preflight from any origin is not allowed (the app calls it on its own origin)', async () => {
    for (const origin of [stack.urls.web, 'https://evil.example']) {
      const preflight = await fetch(`${stack.urls.api}/me`, {
        method: 'OPTIONS',
        headers: { origin, 'access-control-request-method': 'GET', 'access-control-request-headers': 'authorization' },
      });
      expect(preflight.headers.get('access-control-allow-origin'), origin).toBeNull();
    }
    const simple = await fetch(`${stack.urls.api}/health`, { headers: { origin: stack.urls.web } });
    expect(simple.headers.get('access-control-allow-origin')).toBeNull();
  });

  it("serves the `api` stage only: the path leads with /api, as the HTTP API's named stage does", async () => {
    expect(stack.urls.api.endsWith('/api')).toBe(true);
    expect((await fetch(`${stack.urls.api}/health`)).status).toBe(200);
    expect((await fetch(`${new URL(stack.urls.api).origin}/health`)).status).toBe(404);
  });
});

describe('the embedded stack answers only its loopback names (no DNS rebinding)', () => {
  it('the gateway refuses Host: evil.example and answers 127.0.0.1:<port> and localhost:<port>', async () => {
    const { port } = new URL(stack.urls.api);
    expect(await statusWithHost(`${stack.urls.api}/health`, 'evil.example')).toBe(421);
    expect(await statusWithHost(`${stack.urls.api}/health`, `evil.example:${port}`)).toBe(421);
    expect(await statusWithHost(`${stack.urls.api}/health`, `127.0.0.1:${port}`)).toBe(200);
    expect(await statusWithHost(`${stack.urls.api}/health`, `localhost:${port}`)).toBe(200);
  });

  it('the mailbox refuses Host: evil.example, so another site cannot read the e-mailed links', async () => {
    const { port } = new URL(stack.urls.mailbox);
    expect(await statusWithHost(`${stack.urls.mailbox}/store`, 'evil.example')).toBe(421);
    expect(await statusWithHost(`${stack.urls.mailbox}/`, `evil.example:${port}`)).toBe(421);
    expect(await statusWithHost(`${stack.urls.mailbox}/store`, `localhost:${port}`)).toBe(200);
    expect((await fetch(`${stack.urls.mailbox}/store`)).status).toBe(200);
  });
});
