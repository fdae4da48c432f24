import { describe, expect, it } from 'vitest';
import { defaultComparisonAssumptions } from '#shared/api/offers.ts';
import { checkAssumptions, formValuesOf } from './assumptions';

describe('the comparison assumptions form', () => {
  it('starts from the defaults: 5 years, 5%, a tail of 2 premiums, pro rata', () => {
    expect(formValuesOf(defaultComparisonAssumptions)).toEqual({
      years: '5',
      discountPercent: '5',
      wrvusExpected: '',
      wrvusLow: '',
      wrvusHigh: '',
      annualPremium: '',
      tailMultiplier: '2',
      repayment: 'prorated',
    });
  });

  it('reads what is typed as the saved shape, the rate as a fraction', () => {
    const checked = checkAssumptions({
      ...formValuesOf(defaultComparisonAssumptions),
      discountPercent: '4.5',
      wrvusExpected: '6,250',
      annualPremium: '$12,000',
    });
    expect(checked).toEqual({
      ok: true,
      assumptions: {
        ...defaultComparisonAssumptions,
        discountRate: 0.045,
        wrvusPerYear: { expected: 6250 },
        tail: { multiplier: 2, annualPremium: 12_000 },
      },
    });
    expect(formValuesOf((checked as { assumptions: typeof defaultComparisonAssumptions }).assumptions).discountPercent).toBe('4.5');
  });

  it("puts the shared schema's messages on their boxes", () => {
    const checked = checkAssumptions({ ...formValuesOf(defaultComparisonAssumptions), years: '11', discountPercent: 'lots', tailMultiplier: '' });
    expect(checked).toEqual({
      ok: false,
      errors: {
        years: 'Years is too large.',
        discountPercent: 'Discount rate must be a number.',
        tailMultiplier: 'Tail multiplier must be a number.',
      },
    });
    expect(checkAssumptions({ ...formValuesOf(defaultComparisonAssumptions), years: '0' })).toEqual({
      ok: false,
      errors: { years: 'Years must be from 1 to 10.' },
    });
  });
});
