import { decodeJWT } from 'aws-amplify/auth';
import type { TokenOrchestrator } from 'aws-amplify/auth/cognito';

export type TokenRefresher = Parameters<TokenOrchestrator['setTokenRefresher']>[0];
type RefreshedTokens = Awaited<ReturnType<TokenRefresher>>;

export interface RefresherConfig {
  readonly region: string;
  readonly userPoolClientId: string;
  /** The embedded pool's endpoint; AWS's regional endpoint when absent. */
  readonly userPoolEndpoint?: string | undefined;
}

/**
 * Refreshes the session with InitiateAuth REFRESH_TOKEN_AUTH, which Cognito and cognito-local
 * both answer. Amplify's own refresher calls GetTokensFromRefreshToken, which cognito-local
 * lacks; this one keeps a signed-in session alive past access-token expiry in both homes.
 * Concurrent refreshes share one request.
 */
export function createTokenRefresher(config: RefresherConfig, fetchImpl: typeof fetch = (...args) => fetch(...args)): TokenRefresher {
  const endpoint = config.userPoolEndpoint ?? `https://cognito-idp.${config.region}.amazonaws.com/`;
  let inFlight: Promise<RefreshedTokens> | undefined;

  const refresh: TokenRefresher = async ({ tokens, username }) => {
    if (!tokens.refreshToken) throw Object.assign(new Error('No refresh token is stored.'), { name: 'NotAuthorizedException' });
    const response = await fetchImpl(endpoint, {
      method: 'POST',
      headers: {
        'content-type': 'application/x-amz-json-1.1',
        'x-amz-target': 'AWSCognitoIdentityProviderService.InitiateAuth',
      },
      body: JSON.stringify({
        AuthFlow: 'REFRESH_TOKEN_AUTH',
        ClientId: config.userPoolClientId,
        AuthParameters: { REFRESH_TOKEN: tokens.refreshToken },
      }),
    });
    const payload = (await response.json().catch(() => ({}))) as {
      AuthenticationResult?: { AccessToken?: string; IdToken?: string; RefreshToken?: string };
      __type?: string;
      message?: string;
    };
    const result = payload.AuthenticationResult;
    if (!response.ok || !result?.AccessToken) {
      // Amplify clears the stored session when the name is NotAuthorizedException (refresh token revoked or expired).
      const name = (payload.__type ?? 'TokenRefreshException').split('#').pop() as string;
      throw Object.assign(new Error(payload.message ?? `Token refresh failed (HTTP ${response.status}).`), { name });
    }
    const accessToken = decodeJWT(result.AccessToken);
    const issuedAt = accessToken.payload.iat;
    if (!issuedAt) throw new Error('The refreshed access token has no iat.');
    return {
      accessToken,
      ...(result.IdToken ? { idToken: decodeJWT(result.IdToken) } : {}),
      // As Amplify computes it: how far this machine's clock is from the pool's.
      clockDrift: issuedAt * 1000 - Date.now(),
      // REFRESH_TOKEN_AUTH returns no new refresh token unless rotation is on.
      refreshToken: result.RefreshToken ?? tokens.refreshToken,
      username,
    };
  };

  // The tokens the last refresh replaced, and what it gave: a call that started with those same
  // tokens before the refreshed ones were stored (a screen firing several API calls at once) gets
  // the same answer instead of refreshing again.
  let last: { readonly from: string; readonly result: Promise<RefreshedTokens> } | undefined;

  return (input) => {
    const from = input.tokens.accessToken.toString();
    if (last?.from === from) return last.result;
    inFlight ??= refresh(input).finally(() => {
      inFlight = undefined;
    });
    const result = inFlight;
    last = { from, result };
    // A failed refresh is not remembered: the next call tries again.
    result.catch(() => {
      if (last?.result === result) last = undefined;
    });
    return result;
  };
}
