import { describe, expect, it } from 'vitest';
import * as messages from '../messages';
import { formatUsPhone, usPhoneDigits, usPhoneSchema } from './phone';

describe('a US phone number', () => {
  it.each(['(614) 555-0142', '614-555-0142', '+1 614 555 0142', '614.555.0142', '6145550142', ' 1 (614) 555 0142 ', '+1-614-555-0142'])(
    'is accepted as typed, %j, and kept as its 10 digits',
    (typed) => {
      expect(usPhoneSchema.parse(typed)).toBe('6145550142');
    },
  );

  it.each([
    ['too short', '555-0142'],
    ['too long', '614-555-01423'],
    ['another country', '+44 20 7946 0958'],
    ['a country code other than 1', '+61 4 1234 5678'],
    ['letters', '614-555-CALL'],
    ['an extension', '614-555-0142 x12'],
    ['an area code starting with 1', '(114) 555-0142'],
    ['an area code starting with 0', '014-555-0142'],
  ])('is refused when %s (%j) with the spec text', (_what, typed) => {
    const result = usPhoneSchema.safeParse(typed);
    expect(result.success).toBe(false);
    expect(result.error?.issues.map((issue) => issue.message)).toEqual([messages.requests.invalidPhone]);
  });

  it('is required', () => {
    expect(usPhoneSchema.safeParse('   ').error?.issues.map((issue) => issue.message)).toEqual(['Phone number is required.']);
  });

  it('leaves what is not a number alone, so it is refused rather than silently rewritten', () => {
    expect(usPhoneDigits('call me')).toBe('call me');
    expect(usPhoneDigits('+44 20 7946 0958')).toBe('+44 20 7946 0958');
  });
});

describe('a stored phone, shown again', () => {
  it('reads as people write it, and reads back to the same digits', () => {
    expect(formatUsPhone('6145550142')).toBe('(614) 555-0142');
    expect(usPhoneSchema.parse(formatUsPhone('6145550142'))).toBe('6145550142');
    expect(formatUsPhone('555123')).toBe('555123');
  });
});
