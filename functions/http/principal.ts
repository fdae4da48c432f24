import type { APIGatewayProxyEventV2 } from 'aws-lambda';

/** Who is calling, as the API Gateway JWT authorizer verified it. Nothing else identifies a caller. */
export interface Principal {
  readonly userId: string;
  readonly groups: readonly string[];
  readonly email?: string;
  /**
   * When the session behind the token began: its `auth_time` (epoch seconds; API Gateway passes it
   * as a string), which Cognito keeps when a refresh token renews the access token. The route
   * factory refuses sessions begun before the account's sessions were ended, refreshed ones too.
   */
  readonly authTime?: number;
}

type Claims = Record<string, string | number | boolean | string[]>;

/**
 * API Gateway hands array claims to the function as one string, "[admin staff]"; a test event or
 * another authorizer may pass a real array. Both read the same.
 */
export function parseGroupsClaim(value: Claims[string] | undefined): string[] {
  if (value === undefined) return [];
  if (Array.isArray(value)) return value.map(String);
  const text = String(value).trim();
  const inner = text.startsWith('[') && text.endsWith(']') ? text.slice(1, -1) : text;
  return inner.split(/[\s,]+/).filter((group) => group.length > 0);
}

export function principalFromEvent(event: APIGatewayProxyEventV2): Principal | undefined {
  const authorizer = (event.requestContext as { authorizer?: { jwt?: { claims?: Claims } } }).authorizer;
  const claims = authorizer?.jwt?.claims;
  const sub = claims?.sub;
  if (typeof sub !== 'string' || sub.length === 0) return undefined;
  const email = claims?.email;
  const authTime = Number(claims?.auth_time);
  return {
    userId: sub,
    groups: parseGroupsClaim(claims?.['cognito:groups']),
    ...(typeof email === 'string' ? { email } : {}),
    ...(claims?.auth_time !== undefined && Number.isInteger(authTime) && authTime > 0 ? { authTime } : {}),
  };
}
