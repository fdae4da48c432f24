import { describe, expect, it } from 'vitest';
import { contract } from './api/contract';
import { describeIssues } from './api/errors';

describe('zod messages without a text of our own', () => {
  it('stay in English in a 400 body, as classic zod wrote them', () => {
    const result = contract.confirmPicture.body.safeParse({ key: '', extra: 1 });
    expect(describeIssues(result.error!.issues, 'body').fields).toEqual({
      key: 'Too small: expected string to have >=1 characters',
      body: 'Unrecognized key: "extra"',
    });
    const missing = contract.verifyEmail.body.safeParse({});
    expect(missing.error?.issues[0]?.message).toBe('Invalid input: expected string, received undefined');
  });
});
