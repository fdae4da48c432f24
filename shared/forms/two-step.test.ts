import { describe, expect, it } from 'vitest';
import * as messages from '../messages';
import { twoStepCodeSchema } from './two-step';

describe('twoStepCodeSchema', () => {
  it('takes 6 digits, spaces dropped', () => {
    expect(twoStepCodeSchema.parse({ code: '123 456' })).toEqual({ code: '123456' });
    expect(twoStepCodeSchema.parse({ code: '012345' })).toEqual({ code: '012345' });
  });

  it.each(['', '12345', '1234567', 'abcdef'])('refuses %j with the field named', (code) => {
    const result = twoStepCodeSchema.safeParse({ code });
    expect(result.success).toBe(false);
    expect(result.error?.issues[0]).toMatchObject({ path: ['code'], message: messages.twoStep.codeFormat });
  });
});
