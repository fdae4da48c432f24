import { describe, expect, it } from 'vitest';
import { defaultComparisonAssumptions } from '../api/offers';
import { scenarioAssumptions } from './assumptions';

describe('scenarioAssumptions', () => {
  it('takes low and high as 80% and 120% of the expected wRVUs when absent, rounded to whole wRVUs', () => {
    // 6,001 × 0.8 = 4,800.8 → 4,801; 6,001 × 1.2 = 7,201.2 → 7,201.
    expect(scenarioAssumptions({ ...defaultComparisonAssumptions, wrvusPerYear: { expected: 6001 } })).toEqual({
      assumptions: {
        years: 5,
        discountRate: 0.05,
        wrvusPerYear: { low: 4801, expected: 6001, high: 7201 },
        tail: { annualPremium: null, multiplier: 2 },
        repayment: 'prorated',
      },
    });
  });

  it('keeps the levels and the premium the physician gave', () => {
    const resolved = scenarioAssumptions({
      ...defaultComparisonAssumptions,
      wrvusPerYear: { low: 3000, expected: 6000 },
      tail: { annualPremium: 18_000, multiplier: 2.5 },
    });
    expect(resolved.assumptions?.wrvusPerYear).toEqual({ low: 3000, expected: 6000, high: 7200 });
    expect(resolved.assumptions?.tail).toEqual({ annualPremium: 18_000, multiplier: 2.5 });
  });

  it('names the missing assumption when there is no expected level', () => {
    expect(scenarioAssumptions({ ...defaultComparisonAssumptions, wrvusPerYear: { low: 4000, high: 7000 } })).toEqual({ missing: ['wrvus'] });
  });
});
