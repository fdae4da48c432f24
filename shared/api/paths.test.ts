import { describe, expect, it } from 'vitest';
import { buildPath, matchPath, pathParameterNames } from './paths';

describe('route paths', () => {
  it('matches literal paths exactly', () => {
    expect(matchPath('/me', '/me')).toEqual({});
    expect(matchPath('/me', '/me/')).toEqual({});
    expect(matchPath('/me', '/health')).toBeUndefined();
    expect(matchPath('/me', '/me/extra')).toBeUndefined();
  });

  it('captures and decodes parameters', () => {
    expect(matchPath('/requests/{requestId}', '/requests/abc%20d')).toEqual({ requestId: 'abc d' });
    expect(matchPath('/users/{userId}/requests/{requestId}', '/users/u1/requests/r2')).toEqual({ userId: 'u1', requestId: 'r2' });
  });

  it('refuses malformed encodings rather than throwing', () => {
    expect(matchPath('/requests/{requestId}', '/requests/%E0%A4%A')).toBeUndefined();
  });

  it('builds paths that match back to the same parameters', () => {
    const path = buildPath('/requests/{requestId}', { requestId: 'a/b c' });
    expect(path).toBe('/requests/a%2Fb%20c');
    expect(matchPath('/requests/{requestId}', path)).toEqual({ requestId: 'a/b c' });
  });

  it('refuses to build a path with a missing parameter', () => {
    expect(() => buildPath('/requests/{requestId}', {})).toThrow(/requestId/);
  });

  it('lists parameter names in order', () => {
    expect(pathParameterNames('/users/{userId}/requests/{requestId}')).toEqual(['userId', 'requestId']);
  });
});
