import { describe, expect, it } from 'vitest';
import { displayName, formatDateTime, formatStatusWord } from './format';

describe('formatDateTime', () => {
  it('shows long month, day, year, hour and minute in US English', () => {
    expect(formatDateTime(Date.UTC(2026, 10, 22, 15, 5), 'UTC')).toBe('November 22, 2026 at 3:05 PM');
  });

  it('pads minutes to two digits and uses a 12-hour clock in the morning', () => {
    expect(formatDateTime(Date.UTC(2024, 0, 3, 0, 7), 'UTC')).toBe('January 3, 2024 at 12:07 AM');
  });

  it('renders the instant in the requested time zone', () => {
    const instant = Date.UTC(2026, 0, 1, 3, 30);
    expect(formatDateTime(instant, 'UTC')).toBe('January 1, 2026 at 3:30 AM');
    expect(formatDateTime(instant, 'America/New_York')).toBe('December 31, 2025 at 10:30 PM');
  });

  it('uses plain spaces only, whatever the ICU version', () => {
    expect(formatDateTime(Date.UTC(2026, 5, 1, 12, 0), 'UTC')).not.toMatch(/[\u202f\u00a0]/);
  });

  it('refuses a value that is not a timestamp', () => {
    expect(() => formatDateTime(Number.NaN, 'UTC')).toThrow(RangeError);
  });
});

describe('formatStatusWord', () => {
  it.each([
    ['non_reviewed', 'Non Reviewed'],
    ['reviewed', 'Reviewed'],
    ['private_practice', 'Private Practice'],
    ['hospital_based', 'Hospital Based'],
    ['all', 'All'],
    ['', ''],
  ])('%j displays as %j', (word, shown) => {
    expect(formatStatusWord(word)).toBe(shown);
  });

  it('ignores doubled or edge underscores instead of showing extra spaces', () => {
    expect(formatStatusWord('_non__reviewed_')).toBe('Non Reviewed');
  });
});

describe('displayName', () => {
  it('joins first and last name', () => {
    expect(displayName({ firstName: 'Ada', lastName: 'Lovelace' })).toBe('Ada Lovelace');
  });

  it('trims the parts', () => {
    expect(displayName({ firstName: '  Ada ', lastName: ' Lovelace  ' })).toBe('Ada Lovelace');
  });

  it('leaves no stray space when a part is missing or blank', () => {
    expect(displayName({ firstName: 'Ada', lastName: '' })).toBe('Ada');
    expect(displayName({ firstName: undefined, lastName: 'Lovelace' })).toBe('Lovelace');
    expect(displayName({ firstName: null, lastName: '   ' })).toBe('');
  });
});
