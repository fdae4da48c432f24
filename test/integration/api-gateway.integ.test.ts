import { InitiateAuthCommand, CognitoIdentityProviderClient } from '@aws-sdk/client-cognito-identity-provider';
import { describe, expect, inject, it } from 'vitest';

const stack = inject('stack');

async function adminAccessToken(): Promise<string> {
  const cognito = new CognitoIdentityProviderClient({
    endpoint: stack.endpoints.cognito,
    region: stack.resources.region,
    credentials: { accessKeyId: 'local', secretAccessKey: 'localsecret' },
  });
  const result = await cognito.send(
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

  it('allows CORS for the web origin only', async () => {
    const allowed = await fetch(`${stack.urls.api}/me`, {
      method: 'OPTIONS',
      headers: { origin: stack.urls.web, 'access-control-request-method': 'GET', 'access-control-request-headers': 'authorization' },
    });
    expect(allowed.headers.get('access-control-allow-origin')).toBe(stack.urls.web);
    const refused = await fetch(`${stack.urls.api}/me`, {
      method: 'OPTIONS',
      headers: { origin: 'https://evil.example', 'access-control-request-method': 'GET' },
    });
    expect(refused.headers.get('access-control-allow-origin')).toBeNull();
  });
});
