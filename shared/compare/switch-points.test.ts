import * as fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { breakEvenYear, offerLeaderChanges, payTerms, recurringPay, type PayTerms } from './compare';
import { leaderChanges, maxSwitchWrvus, payOrder } from './switch-points';
import type { ScenarioOffer } from './types';

/** The definition, level by level: every whole W in 0..20,000 at which the other offer pays strictly more than the last to do so. */
function scanEveryLevel(a: PayTerms, b: PayTerms, year: number): number[] {
  const points: number[] = [];
  let leader = 0;
  for (let w = 0; w <= maxSwitchWrvus; w++) {
    const order = payOrder(recurringPay(b, year, w)!, recurringPay(a, year, w)!);
    if (order === 0) continue;
    if (leader !== 0 && order !== leader) points.push(w);
    leader = order;
  }
  return points;
}

// Offers drawn so that ties and crossings are common: round salaries and thresholds, a few rates
// (some not exact in binary: 52.17), guarantees that end mid-year, thresholds stated or base ÷ rate.
const offerArbitrary: fc.Arbitrary<ScenarioOffer> = fc
  .record({
    baseSalary: fc.integer({ min: 10, max: 60 }).map((n) => n * 10_000),
    guaranteeMonths: fc.constantFrom(0, 6, 12, 18, 24, 30),
    wrvuThreshold: fc.option(
      fc.integer({ min: 0, max: 160 }).map((n) => n * 100),
      { nil: undefined },
    ),
    wrvuRate: fc.option(
      fc.oneof(
        fc.constantFrom(0, 25, 40, 45, 45.5, 50, 52.17, 60, 67.5, 80),
        fc.integer({ min: 1, max: 15_000 }).map((cents) => cents / 100),
      ),
      { nil: undefined },
    ),
  })
  .map((terms) => ({
    name: 'offer',
    terms: Object.fromEntries(Object.entries(terms).filter(([, value]) => value !== undefined)),
  }));

describe('switch points', () => {
  it('found piece by piece equal the level-by-level definition on random offers', () => {
    fc.assert(
      fc.property(offerArbitrary, offerArbitrary, fc.integer({ min: 1, max: 10 }), (first, second, years) => {
        const [a, b] = [payTerms(first), payTerms(second)];
        const year = breakEvenYear(a, b, years);
        expect(offerLeaderChanges(a, b, year)!.points).toEqual(scanEveryLevel(a, b, year));
      }),
      { numRuns: 400 },
    );
  });

  it('at a tie within a millionth of a dollar, no offer pays strictly more', () => {
    expect(payOrder(300_000, 300_000 + 1e-9)).toBe(0);
    expect(payOrder(300_000.01, 300_000)).toBe(1);
    expect(payOrder(300_000, 300_000.01)).toBe(-1);
  });

  it('finds several switches within one piece of a general piecewise-linear pair', () => {
    // b − a = W − 100 up to 200, then 300 − W: b leads from 101, a from 301 (ties at 100 and 300).
    const a = () => 0;
    const b = (w: number) => (w <= 200 ? w - 100 : 300 - w);
    expect(leaderChanges(a, b, [200])).toEqual({ first: -1, points: [101, 301] });
  });
});
