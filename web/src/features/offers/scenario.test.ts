import { describe, expect, it } from 'vitest';
import { defaultComparisonAssumptions, type Offer } from '#shared/api/offers.ts';
import { compareOffers } from '#shared/compare/compare.ts';
import { explainFigure } from '#shared/compare/explain.ts';
import { explainWithout, scenarioOf, wrvuNeeds } from './scenario';

const offer = (name: string, figures: Offer['figures']): Pick<Offer, 'name' | 'reading' | 'figures'> => ({ name, figures });
const salaried = offer('Lakeside', { baseSalary: 300_000, signingBonus: 20_000 });
const productive = offer('Northgate', { baseSalary: 250_000, wrvuRate: 50, wrvuThreshold: 5000, guaranteeMonths: 12 });

describe('the scenario without expected wRVUs (issue 39: no dead ends)', () => {
  it('is worked out all the same: two salaried offers show their figures with no wRVUs typed', () => {
    const { scenario, wrvusGiven } = scenarioOf(defaultComparisonAssumptions, [salaried, offer('Mercy', { baseSalary: 280_000 })]);
    expect(wrvusGiven).toBe(false);
    const result = compareOffers(scenario);
    // 5 × 300,000 + 20,000 and 5 × 280,000, worked by hand.
    expect(result.offers.map((o) => o.total.expected)).toEqual([1_520_000, 1_400_000]);
    const needs = wrvuNeeds(scenario, wrvusGiven)!;
    expect(needs({ kind: 'total', offer: 0, level: 'expected' })).toBe(false);
    expect(needs({ kind: 'pay', offer: 1, year: 3, level: 'expected' })).toBe(false);
  });

  it('marks only the figures that rest on the wRVUs: a productive offer after its guarantee, and its sums', () => {
    const { scenario, wrvusGiven } = scenarioOf(defaultComparisonAssumptions, [salaried, productive]);
    const needs = wrvuNeeds(scenario, wrvusGiven)!;
    // A 12-month guarantee: year 1 is salary alone, year 2 on pays per wRVU.
    expect(needs({ kind: 'pay', offer: 1, year: 1, level: 'expected' })).toBe(false);
    expect(needs({ kind: 'pay', offer: 1, year: 2, level: 'expected' })).toBe(true);
    expect(needs({ kind: 'total', offer: 1, level: 'expected' })).toBe(true);
    expect(needs({ kind: 'npv', offer: 1, level: 'low' })).toBe(true);
    expect(needs({ kind: 'npv', offer: 0, level: 'low' })).toBe(false);
    expect(needs({ kind: 'costToLeave', offer: 1, month: 3, part: 'total' })).toBe(false);
    expect(needs({ kind: 'breakEven', a: 0, b: 1 })).toBe(false);
  });

  it('nothing waits once the expected wRVUs are given', () => {
    const { scenario, wrvusGiven } = scenarioOf({ ...defaultComparisonAssumptions, wrvusPerYear: { expected: 5500 } }, [salaried, productive]);
    expect(wrvusGiven).toBe(true);
    expect(scenario.wrvusPerYear).toEqual({ low: 4400, expected: 5500, high: 6600 });
    expect(wrvuNeeds(scenario, wrvusGiven)).toBeUndefined();
  });

  it('"why?" of a figure that rests on the wRVUs names them as missing; one that does not never speaks of 0 wRVUs', () => {
    const { scenario } = scenarioOf(defaultComparisonAssumptions, [salaried, productive]);
    const needing = explainWithout(explainFigure(scenario, { kind: 'total', offer: 1, level: 'expected' }), false);
    expect(needing.value).toBeNull();
    expect(needing.missing).toEqual(['wrvus']);
    expect(needing.inputs.some((input) => input.kind === 'assumption' && input.name === 'wrvus')).toBe(false);
    const salary = explainWithout(explainFigure(scenario, { kind: 'total', offer: 0, level: 'expected' }), false);
    expect(salary.value).toBe(1_520_000);
    expect(salary.missing).toEqual([]);
    expect(salary.formula).not.toMatch(/0 wRVUs/);
  });
});
