import type { APIGatewayProxyEventV2 } from 'aws-lambda';
import { describe, expect, it } from 'vitest';
import { parseGroupsClaim, principalFromEvent } from './principal';

const eventWithClaims = (claims?: Record<string, unknown>) =>
  ({ requestContext: claims ? { authorizer: { jwt: { claims, scopes: null } } } : {} }) as unknown as APIGatewayProxyEventV2;

describe('principal', () => {
  it('reads API Gateway’s bracketed group string', () => {
    expect(parseGroupsClaim('[admin staff]')).toEqual(['admin', 'staff']);
    expect(parseGroupsClaim('[physician]')).toEqual(['physician']);
    expect(parseGroupsClaim('[]')).toEqual([]);
  });

  it('reads a real array and a missing claim', () => {
    expect(parseGroupsClaim(['admin'])).toEqual(['admin']);
    expect(parseGroupsClaim(undefined)).toEqual([]);
  });

  it('takes the id from sub only', () => {
    expect(principalFromEvent(eventWithClaims({ sub: 'u-1', 'cognito:groups': '[staff]', username: 'someone-else' }))).toEqual({
      userId: 'u-1',
      groups: ['staff'],
    });
  });

  it('reads when the token’s session began from auth_time, as API Gateway’s string or a number', () => {
    expect(principalFromEvent(eventWithClaims({ sub: 'u-1', auth_time: '1700000000' }))?.authTime).toBe(1700000000);
    expect(principalFromEvent(eventWithClaims({ sub: 'u-1', auth_time: 1700000001 }))?.authTime).toBe(1700000001);
    expect(principalFromEvent(eventWithClaims({ sub: 'u-1', auth_time: 'soon' }))).not.toHaveProperty('authTime');
    expect(principalFromEvent(eventWithClaims({ sub: 'u-1' }))).not.toHaveProperty('authTime');
  });

  it('has no principal without verified claims', () => {
    expect(principalFromEvent(eventWithClaims())).toBeUndefined();
    expect(principalFromEvent(eventWithClaims({ username: 'x' }))).toBeUndefined();
  });
});
