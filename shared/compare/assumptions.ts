import type { ComparisonAssumptions } from '../api/offers';
import type { AssumptionName, Scenario } from './types';

/** The low and high wRVU levels when the physician gives only the expected one: 80% and 120% of it. */
export const lowWrvuShare = 0.8;
export const highWrvuShare = 1.2;

/** A default low or high level: that share of the expected wRVUs, rounded to whole wRVUs (half up). */
export const defaultWrvus = (expected: number, share: number): number => Math.round(expected * share);

/** A Scenario without its offers: what the screen's assumptions resolve to. */
export type ScenarioAssumptions = Omit<Scenario, 'offers'>;

/**
 * The stored assumptions (shared/api/offers.ts) as a Scenario's, for `{ ...assumptions, offers }`.
 * An absent low or high wRVU level is 80% or 120% of the expected one, rounded to whole wRVUs (not
 * clamped to the 20,000 the screen accepts: 20,000 expected gives 24,000 high). Without an expected
 * level there is nothing to take 80% of and no expected figure to show, so no scenario: the answer
 * names the missing assumption ('wrvus') and the screen asks for it (a low or high level given
 * alone is not used to invent one). An absent premium is unknown (null).
 */
export function scenarioAssumptions(
  a: ComparisonAssumptions,
):
  | { readonly assumptions: ScenarioAssumptions; readonly missing?: undefined }
  | { readonly assumptions?: undefined; readonly missing: readonly AssumptionName[] } {
  const { expected, low, high } = a.wrvusPerYear;
  if (expected === undefined) return { missing: ['wrvus'] };
  return {
    assumptions: {
      years: a.years,
      discountRate: a.discountRate,
      wrvusPerYear: { low: low ?? defaultWrvus(expected, lowWrvuShare), expected, high: high ?? defaultWrvus(expected, highWrvuShare) },
      tail: { annualPremium: a.tail.annualPremium ?? null, multiplier: a.tail.multiplier },
      repayment: a.repayment,
    },
  };
}
