import { describe, expect, it } from 'vitest';
import { figureText, monthRanges, rangeText } from './figures';

describe('the cost of leaving collapsed to the ranges where it changes (issue 39, print)', () => {
  it('gives one range per stretch of equal months: repaid in full for 12 months, then nothing', () => {
    const totals = [...Array<number>(12).fill(40_833), ...Array<number>(12).fill(0)];
    const ranges = monthRanges(totals);
    expect(ranges).toEqual([
      { from: 1, to: 12, first: 40_833, last: 40_833 },
      { from: 13, to: 24, first: 0, last: 0 },
    ]);
    expect(ranges.map((range) => rangeText(range, 'missing'))).toEqual(['$40,833', '$0']);
  });

  it('cuts months that change every month (pro rata) into stretches of at most 12, from first to last', () => {
    // $24,000 repaid pro rata over 24 months: 23,000 after month 1, … 0 after month 24; then 36 months of 0.
    const totals = [...Array.from({ length: 24 }, (_, m) => 24_000 - 1000 * (m + 1)), ...Array<number>(36).fill(0)];
    const ranges = monthRanges(totals);
    expect(ranges.map((range) => [range.from, range.to, range.first, range.last])).toEqual([
      [1, 12, 23_000, 12_000],
      [13, 23, 11_000, 1000],
      [24, 60, 0, 0],
    ]);
    expect(rangeText(ranges[0]!, 'missing')).toBe('$23,000 down to $12,000');
  });

  it('keeps a missing total as its own words, and a single month as one range', () => {
    expect(monthRanges([null, null, 5])).toEqual([
      { from: 1, to: 2, first: null, last: null },
      { from: 3, to: 3, first: 5, last: 5 },
    ]);
    expect(rangeText({ from: 1, to: 2, first: null, last: null }, 'missing')).toBe('missing');
  });
});

describe('a figure that waits only for the expected wRVUs', () => {
  it('says so where it stands', () => {
    expect(figureText(null, ['wrvus'])).toBe('Needs your expected wRVUs');
    expect(figureText(null, ['baseSalary'])).toBe('Needs Base salary');
    expect(figureText(1234, [])).toBe('$1,234');
  });
});
