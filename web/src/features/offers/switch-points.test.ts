import { describe, expect, it } from 'vitest';
import { compareOffers } from '#shared/compare/compare.ts';
import type { Scenario, ScenarioOffer } from '#shared/compare/types.ts';
import { switchHeadline, switchPoints } from './switch-points';

const lakeshore: ScenarioOffer = { name: 'Lakeshore', terms: { baseSalary: 265_000, wrvuRate: 45, wrvuThreshold: 6100, guaranteeMonths: 24 } };
const mercy: ScenarioOffer = { name: 'Mercy Hospital', terms: { baseSalary: 240_000, wrvuRate: 67.5, wrvuThreshold: 4800, guaranteeMonths: 18 } };

const scenario = (offers: ScenarioOffer[], expected = 5000): Scenario => ({
  years: 5,
  discountRate: 0.05,
  wrvusPerYear: { low: expected * 0.8, expected, high: expected * 1.2 },
  tail: { multiplier: 2, annualPremium: null },
  repayment: 'prorated',
  offers,
});
const pointsOf = (s: Scenario) => switchPoints(s, compareOffers(s));

describe('switch points as sentences', () => {
  it('names who pays more from each level, and who pays more at the expected one', () => {
    // 240,000 + 67.50 × (W − 4,800) passes 265,000 at W = 5,171, in year 3 (both past their guarantee).
    expect(pointsOf(scenario([lakeshore, mercy]))).toEqual([
      { a: 0, b: 1, year: 3, points: [{ wrvus: 5171, more: 1, less: 0 }], missing: false, atExpected: { more: 0, less: 1, by: 11_500 } },
    ]);
    expect(pointsOf(scenario([lakeshore, mercy], 6000))[0]?.atExpected).toEqual({ more: 1, less: 0, by: 56_000 });
  });

  it('says which offer pays more at every level when the lead never changes', () => {
    const richer = { ...mercy, terms: { ...mercy.terms, baseSalary: 300_000 } };
    expect(pointsOf(scenario([lakeshore, richer]))[0]).toMatchObject({ points: [], always: { more: 1, less: 0 } });
  });

  it('names no level when an offer lacks a base salary', () => {
    expect(pointsOf(scenario([lakeshore, { name: 'Empty', terms: {} }]))[0]).toMatchObject({ points: [], missing: true });
  });
});

describe('the headline of a switch point\'s "why?" (issue 37)', () => {
  const names = ['Lakeshore', 'Mercy Hospital'];
  it('is the wRVU level where the better offer switches', () => {
    expect(switchHeadline(pointsOf(scenario([lakeshore, mercy]))[0]!, names)).toBe('5,171 wRVUs a year');
  });

  it('says there is no switch point, and who pays more, when the lead never changes', () => {
    const richer = { ...mercy, terms: { ...mercy.terms, baseSalary: 300_000 } };
    expect(switchHeadline(pointsOf(scenario([lakeshore, richer]))[0]!, names)).toBe(
      'No switch point: Mercy Hospital pays at least as much as Lakeshore at every level from 0 to 20,000 wRVUs a year.',
    );
  });

  it('says there is no switch point when the two always pay the same', () => {
    expect(switchHeadline(pointsOf(scenario([lakeshore, { ...lakeshore, name: 'Twin' }]))[0]!, ['Lakeshore', 'Twin'])).toBe(
      'No switch point: Lakeshore and Twin pay the same at every level from 0 to 20,000 wRVUs a year.',
    );
  });

  it('leaves a missing term to the explanation\'s own "Needs …"', () => {
    expect(switchHeadline(pointsOf(scenario([lakeshore, { name: 'Empty', terms: {} }]))[0]!, ['Lakeshore', 'Empty'])).toBeUndefined();
  });
});
