import { describe, expect, it } from 'vitest';
import { formatPhone, phoneHref } from './phone';

describe('formatPhone', () => {
  it('shows ten digits as a US number is read', () => {
    expect(formatPhone('5155550142')).toBe('(515) 555-0142');
    expect(formatPhone(' 515-555-0142 ')).toBe('(515) 555-0142');
    expect(formatPhone('(515) 555.0142')).toBe('(515) 555-0142');
    expect(formatPhone('+1 515 555 0142')).toBe('(515) 555-0142');
  });

  it('leaves anything else as it was typed, never guessing', () => {
    expect(formatPhone('555014')).toBe('555014');
    expect(formatPhone('515555014299')).toBe('515555014299');
    expect(formatPhone('515555014x2')).toBe('515555014x2');
    expect(formatPhone('')).toBe('');
    expect(formatPhone(undefined)).toBe('');
  });

  it('links only a whole number for dialling', () => {
    expect(phoneHref('5155550142')).toBe('tel:+15155550142');
    expect(phoneHref('555014')).toBeUndefined();
  });
});
