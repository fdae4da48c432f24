import { createRemoteJWKSet, jwtVerify, type JWTPayload } from 'jose';

export interface JwtAuthorizerOptions {
  /** The user pool's issuer URL. */
  readonly issuer: string;
  readonly jwksUri: string;
  /** The app client id(s) the API accepts. */
  readonly audience: readonly string[];
}

/**
 * What an HTTP API JWT authorizer checks: signature against the issuer's keys, `iss`, `exp` and
 * `nbf`, and the audience: `aud` when present, else `client_id` (Cognito access tokens).
 * Returns the payload, or undefined for any token the authorizer would answer 401 to.
 */
export function createJwtAuthorizer(options: JwtAuthorizerOptions) {
  const keys = createRemoteJWKSet(new URL(options.jwksUri));
  return async function authorize(authorization: string | undefined): Promise<JWTPayload | undefined> {
    const match = /^Bearer\s+(\S+)$/i.exec(authorization ?? '');
    if (!match?.[1]) return undefined;
    try {
      const { payload } = await jwtVerify(match[1], keys, { issuer: options.issuer, algorithms: ['RS256'] });
      const audiences = payload.aud === undefined ? [] : Array.isArray(payload.aud) ? payload.aud : [payload.aud];
      const clientId = typeof payload.client_id === 'string' ? payload.client_id : undefined;
      const accepted =
        audiences.length > 0 ? audiences.some((aud) => options.audience.includes(aud)) : !!clientId && options.audience.includes(clientId);
      return accepted ? payload : undefined;
    } catch {
      return undefined;
    }
  };
}
