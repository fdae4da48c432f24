import { describe, expect, it } from 'vitest';
import { tokenGroups } from './first-view-data';

const token = (payload: unknown) => `h.${Buffer.from(JSON.stringify(payload)).toString('base64url')}.s`;

describe('tokenGroups: what a first view may read before the account is known', () => {
  it('reads the groups of an access token', () => {
    expect(tokenGroups(token({ sub: 'u', 'cognito:groups': ['physician'] }))).toEqual(['physician']);
  });

  it('reads none from a token without groups, or from one that is not a JWT', () => {
    expect(tokenGroups(token({ sub: 'u' }))).toEqual([]);
    expect(tokenGroups('not-a-token')).toEqual([]);
    expect(tokenGroups(token({ 'cognito:groups': 'physician' }))).toEqual([]);
  });
});
