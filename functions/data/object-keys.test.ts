import { describe, expect, it } from 'vitest';
import { contract } from '../../shared/api/contract';
import { isAvatarKeyOf, objectKeys } from './object-keys';

describe('uploads bucket key layout', () => {
  const userId = '0b5c3a9e-1111-4222-8333-444455556666';

  it("puts every object of a user under a prefix naming the user", () => {
    expect(objectKeys.avatar(userId, 'abc-1')).toBe(`avatars/${userId}/abc-1`);
    for (const prefix of objectKeys.userPrefixes(userId)) expect(prefix).toContain(`/${userId}/`);
  });

  it('refuses ids that could escape their prefix', () => {
    expect(() => objectKeys.avatar('../x', 'a')).toThrow();
    expect(() => objectKeys.avatar(userId, 'a/b')).toThrow();
  });

  it("tells the user's own picture keys from anyone else's", () => {
    expect(isAvatarKeyOf(userId, objectKeys.avatar(userId, 'abc'))).toBe(true);
    expect(isAvatarKeyOf(userId, objectKeys.avatar('someone-else', 'abc'))).toBe(false);
    expect(isAvatarKeyOf(userId, `avatars/${userId}/../x`)).toBe(false);
    expect(isAvatarKeyOf(userId, `avatars/${userId}/`)).toBe(false);
  });

  it('lets account deletion list and delete under every prefix a user owns', () => {
    const grants = contract.deleteMe.needs.uploads;
    for (const prefix of objectKeys.userPrefixes(userId)) {
      const top = `${prefix.split('/')[0]}/`;
      expect(grants).toContainEqual({ prefix: top, uses: expect.arrayContaining(['list', 'delete']) });
    }
  });
});
