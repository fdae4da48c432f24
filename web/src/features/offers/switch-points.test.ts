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

describe('one basis per sentence (issue 39)', () => {
  it('never says an offer pays more at the expected level when the switch points say the other pays more at every level', () => {
    // The walk: Lakeside $270,000 a year; Northgate $250,000 with a $30,000 signing bonus and $11,000 of cash
    // relocation. Year 1 with the one-time money: Northgate 291,000 against 270,000 would read "Northgate pays $21,000
    // more"; in recurring pay, the basis of the switch points, Lakeside pays $20,000 more at every level.
    const lakesideSalaried: ScenarioOffer = { name: 'Lakeside', terms: { baseSalary: 270_000 } };
    const northgate: ScenarioOffer = {
      name: 'Northgate',
      terms: { baseSalary: 250_000, signingBonus: 30_000, relocation: 11_000, relocationKind: 'cash' },
    };
    const s = { ...scenario([lakesideSalaried, northgate], 5500), years: 5 };
    const [pair] = pointsOf(s);
    expect(pair).toEqual({
      a: 0,
      b: 1,
      year: 1,
      points: [],
      missing: false,
      always: { more: 0, less: 1 },
      atExpected: { more: 0, less: 1, by: 20_000 },
    });
    // The year-1 figures below still hold the one-time money (the verdict says it in a sentence of its own).
    expect(compareOffers(s).offers[1]!.years[0]!.expected).toBe(291_000);
  });

  it('compares recurring pay at the expected level inside a guarantee too', () => {
    // Lakeshore 265,000 (24-month guarantee) against Mercy 240,000 + 20,000 bonus, both flat in year 1 of a 1-year comparison:
    // recurring 265,000 against 240,000: Lakeshore 25,000 more (with the bonus it would have been 5,000).
    const withBonus = { ...mercy, terms: { ...mercy.terms, signingBonus: 20_000 } };
    expect(pointsOf({ ...scenario([lakeshore, withBonus]), years: 1 })[0]?.atExpected).toEqual({ more: 0, less: 1, by: 25_000 });
  });
});
