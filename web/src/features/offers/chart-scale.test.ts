import { describe, expect, it } from 'vitest';
import { axisTicks, compactUsd } from './chart-scale';

describe('chart axes', () => {
  it('covers the values with round ticks from zero', () => {
    expect(axisTicks(0, 1_234_567, 5)).toEqual([0, 250_000, 500_000, 750_000, 1_000_000, 1_250_000]);
    expect(axisTicks(0, 48_000, 4)).toEqual([0, 20_000, 40_000, 60_000]);
    expect(axisTicks(0, 0, 5)).toEqual([0, 1]);
  });

  it('reaches below zero when a value does', () => {
    const ticks = axisTicks(-30_000, 90_000, 4);
    expect(ticks[0]).toBeLessThanOrEqual(-30_000);
    expect(ticks.at(-1)).toBeGreaterThanOrEqual(90_000);
  });

  it('writes dollars short', () => {
    expect([0, 950, 250_000, 1_500_000, -40_000].map(compactUsd)).toEqual(['$0', '$950', '$250K', '$1.5M', '-$40K']);
  });
});
