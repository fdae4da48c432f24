import type { ComparisonAssumptions, Offer } from '#shared/api/offers.ts';
import type { Scenario } from '#shared/compare/types.ts';
import { wrvuLevels } from './assumptions';
import { scenarioOffer } from './terms-in-force';

/** The arithmetic's scenario: the assumptions in force and each compared offer's terms in force. */
export function scenarioOf(assumptions: ComparisonAssumptions, offers: readonly Pick<Offer, 'name' | 'reading' | 'figures'>[]): Scenario {
  const levels = wrvuLevels(assumptions);
  return {
    years: assumptions.years,
    discountRate: assumptions.discountRate,
    wrvusPerYear: { low: levels.low ?? 0, expected: levels.expected ?? 0, high: levels.high ?? 0 },
    tail: { annualPremium: assumptions.tail.annualPremium ?? null, multiplier: assumptions.tail.multiplier },
    repayment: assumptions.repayment,
    offers: offers.map(scenarioOffer),
  };
}
