import { describe, expect, it, vi } from 'vitest';
import { createTokenRefresher } from './token-refresher';

function jwt(payload: Record<string, unknown>): string {
  const part = (value: object) => Buffer.from(JSON.stringify(value)).toString('base64url');
  return `${part({ alg: 'RS256' })}.${part(payload)}.signature`;
}

const now = Math.floor(Date.now() / 1000);
const oldTokens = { accessToken: { toString: () => 'old', payload: {} }, refreshToken: 'refresh-1', clockDrift: 0 } as never;

describe('token refresher (REFRESH_TOKEN_AUTH)', () => {
  it('posts REFRESH_TOKEN_AUTH to the configured pool endpoint and keeps the refresh token', async () => {
    const fetchImpl = vi.fn(async (_url: RequestInfo | URL, _init?: RequestInit) =>
      Response.json({ AuthenticationResult: { AccessToken: jwt({ iat: now, exp: now + 3600 }), IdToken: jwt({ iat: now }) } }),
    );
    const refresh = createTokenRefresher({ region: 'us-east-1', userPoolClientId: 'client-1', userPoolEndpoint: 'http://127.0.0.1:9229' }, fetchImpl);
    const tokens = await refresh({ tokens: oldTokens, username: 'u' });
    const [url, init] = fetchImpl.mock.calls[0] as unknown as [string, RequestInit];
    expect(url).toBe('http://127.0.0.1:9229');
    expect((init.headers as Record<string, string>)['x-amz-target']).toBe('AWSCognitoIdentityProviderService.InitiateAuth');
    expect(JSON.parse(init.body as string)).toEqual({
      AuthFlow: 'REFRESH_TOKEN_AUTH',
      ClientId: 'client-1',
      AuthParameters: { REFRESH_TOKEN: 'refresh-1' },
    });
    expect(tokens.refreshToken).toBe('refresh-1');
    expect(tokens.accessToken.payload.exp).toBe(now + 3600);
    expect(tokens.idToken?.payload.iat).toBe(now);
    expect(Math.abs(tokens.clockDrift)).toBeLessThan(5_000);
  });

  it("uses AWS's regional endpoint without an override", async () => {
    const fetchImpl = vi.fn(async (_url: RequestInfo | URL, _init?: RequestInit) =>
      Response.json({ AuthenticationResult: { AccessToken: jwt({ iat: now }) } }),
    );
    await createTokenRefresher({ region: 'eu-west-1', userPoolClientId: 'c' }, fetchImpl)({ tokens: oldTokens, username: 'u' });
    expect(fetchImpl.mock.calls[0]?.[0]).toBe('https://cognito-idp.eu-west-1.amazonaws.com/');
  });

  it('fails with the pool error name, so Amplify signs out on a revoked refresh token', async () => {
    const fetchImpl = vi.fn(async (_url: RequestInfo | URL, _init?: RequestInit) =>
      Response.json({ __type: 'NotAuthorizedException', message: 'Refresh Token has expired' }, { status: 400 }),
    );
    const refresh = createTokenRefresher({ region: 'us-east-1', userPoolClientId: 'c' }, fetchImpl);
    await expect(refresh({ tokens: oldTokens, username: 'u' })).rejects.toMatchObject({ name: 'NotAuthorizedException' });
  });

  it('sends one request for concurrent refreshes', async () => {
    const fetchImpl = vi.fn(async (_url: RequestInfo | URL, _init?: RequestInit) =>
      Response.json({ AuthenticationResult: { AccessToken: jwt({ iat: now }) } }),
    );
    const refresh = createTokenRefresher({ region: 'us-east-1', userPoolClientId: 'c' }, fetchImpl);
    await Promise.all([refresh({ tokens: oldTokens, username: 'u' }), refresh({ tokens: oldTokens, username: 'u' })]);
    expect(fetchImpl).toHaveBeenCalledTimes(1);
  });

  it('answers a late call that still holds the replaced tokens with the same refresh, not a second one', async () => {
    const fetchImpl = vi.fn(async (_url: RequestInfo | URL, _init?: RequestInit) =>
      Response.json({ AuthenticationResult: { AccessToken: jwt({ iat: now }) } }),
    );
    const refresh = createTokenRefresher({ region: 'us-east-1', userPoolClientId: 'c' }, fetchImpl);
    const first = await refresh({ tokens: oldTokens, username: 'u' });
    // A call that read the tokens before the refreshed ones were stored.
    expect(await refresh({ tokens: oldTokens, username: 'u' })).toBe(first);
    expect(fetchImpl).toHaveBeenCalledTimes(1);
    // Newer tokens are refreshed when they expire in turn.
    await refresh({ tokens: { ...(oldTokens as object), accessToken: { toString: () => 'newer', payload: {} } } as never, username: 'u' });
    expect(fetchImpl).toHaveBeenCalledTimes(2);
  });

  it('tries again after a failed refresh', async () => {
    const fetchImpl = vi
      .fn(async (_url: RequestInfo | URL, _init?: RequestInit) => Response.json({ AuthenticationResult: { AccessToken: jwt({ iat: now }) } }))
      .mockImplementationOnce(async () => Response.json({ __type: 'InternalErrorException' }, { status: 500 }));
    const refresh = createTokenRefresher({ region: 'us-east-1', userPoolClientId: 'c' }, fetchImpl);
    await expect(refresh({ tokens: oldTokens, username: 'u' })).rejects.toMatchObject({ name: 'InternalErrorException' });
    await refresh({ tokens: oldTokens, username: 'u' });
    expect(fetchImpl).toHaveBeenCalledTimes(2);
  });
});
