import { describe, expect, it } from 'vitest';
import * as messages from '../messages';
import { changePasswordSchema } from './change-password';

describe('change password form', () => {
  it('needs the current password and a new one under the policy', () => {
    expect(changePasswordSchema.safeParse({ currentPassword: 'anything', newPassword: 'Longenough1!' }).success).toBe(true);
    const missing = changePasswordSchema.safeParse({ currentPassword: '', newPassword: 'Longenough1!' });
    expect(missing.error?.issues[0]?.path).toEqual(['currentPassword']);
  });

  it('calls a weak new password too weak, in the words of the spec', () => {
    const weak = changePasswordSchema.safeParse({ currentPassword: 'x', newPassword: 'password' });
    expect(weak.error?.issues).toEqual([expect.objectContaining({ path: ['newPassword'], message: messages.profile.weakPassword })]);
  });
});
