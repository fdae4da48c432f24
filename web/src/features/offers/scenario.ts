import type { ComparisonAssumptions, Offer } from '#shared/api/offers.ts';
import { scenarioAssumptions } from '#shared/compare/assumptions.ts';
import type { AssumptionName, Scenario } from '#shared/compare/types.ts';
import { scenarioOffer } from './terms-in-force';

/**
 * The arithmetic's scenario: the assumptions in force (shared/compare/assumptions.ts) and each
 * compared offer's terms in force; or the assumptions it still needs (the expected wRVUs).
 */
export function scenarioOf(
  assumptions: ComparisonAssumptions,
  offers: readonly Pick<Offer, 'name' | 'reading' | 'figures'>[],
): { readonly scenario: Scenario; readonly missing?: undefined } | { readonly scenario?: undefined; readonly missing: readonly AssumptionName[] } {
  const resolved = scenarioAssumptions(assumptions);
  if (!resolved.assumptions) return { missing: resolved.missing };
  return { scenario: { ...resolved.assumptions, offers: offers.map(scenarioOffer) } };
}
