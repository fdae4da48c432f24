import { describe, expect, it } from 'vitest';
import { changeEmailSchema } from './account-email';
import { deleteAccountSchema } from './delete-account';

describe('forms that re-verify the current password', () => {
  it('e-mail change needs the current password besides the new address', () => {
    expect(changeEmailSchema.safeParse({ email: 'New@Example.com', currentPassword: 'anything' }).data).toEqual({
      email: 'new@example.com',
      currentPassword: 'anything',
    });
    for (const currentPassword of [undefined, '']) {
      const missing = changeEmailSchema.safeParse({ email: 'new@example.com', currentPassword });
      expect(missing.error?.issues.map((issue) => issue.path)).toEqual([['currentPassword']]);
    }
  });

  it('account deletion needs the current password and nothing else', () => {
    expect(deleteAccountSchema.safeParse({ currentPassword: 'anything' }).success).toBe(true);
    expect(deleteAccountSchema.safeParse({}).error?.issues[0]?.path).toEqual(['currentPassword']);
    expect(deleteAccountSchema.safeParse({ currentPassword: '' }).error?.issues[0]?.message).toBe('Current password is required.');
    expect(deleteAccountSchema.safeParse({ currentPassword: 'x', userId: 'someone-else' }).success).toBe(false);
  });
});
