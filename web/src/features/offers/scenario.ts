import type { ComparisonAssumptions, Offer } from '#shared/api/offers.ts';
import { scenarioAssumptions } from '#shared/compare/assumptions.ts';
import { payTerms, productivityShare } from '#shared/compare/compare.ts';
import type { Explanation, FigureRef, Scenario } from '#shared/compare/types.ts';
import type { SwitchPoint } from './ComparisonResults';
import { scenarioOffer } from './terms-in-force';

/**
 * The arithmetic's scenario: the assumptions in force (shared/compare/assumptions.ts) and each
 * compared offer's terms in force. Without expected wRVUs (issue 39: no dead ends) the scenario is
 * worked out all the same, at 0 wRVUs for every level, and `wrvusGiven` is false: a figure that
 * rests on the wRVUs (wrvuNeeds) says it needs them, every other one (salary, bonuses, the cost of
 * leaving, the switch points over 0 to 20,000) is shown at once.
 */
export function scenarioOf(
  assumptions: ComparisonAssumptions,
  offers: readonly Pick<Offer, 'name' | 'reading' | 'figures'>[],
): { readonly scenario: Scenario; readonly wrvusGiven: boolean } {
  const given = assumptions.wrvusPerYear.expected !== undefined;
  const resolved = scenarioAssumptions(given ? assumptions : { ...assumptions, wrvusPerYear: { low: 0, expected: 0, high: 0 } });
  // scenarioAssumptions only refuses an absent expected level, given here in every case.
  return { scenario: { ...resolved.assumptions!, offers: offers.map(scenarioOffer) }, wrvusGiven: given };
}

/**
 * Whether a figure rests on the expected wRVUs the physician has not given (undefined: they gave
 * them, nothing waits). A year's pay does when the offer pays per wRVU in that year (after its
 * guarantee); a total or present value when it does in any year counted; the cost of leaving and the
 * switch points never do.
 */
export function wrvuNeeds(scenario: Scenario, wrvusGiven: boolean): ((ref: FigureRef) => boolean) | undefined {
  if (wrvusGiven) return undefined;
  const terms = scenario.offers.map(payTerms);
  const paidForWrvus = (offer: number, year: number) => {
    const pay = terms[offer];
    return !!pay?.productive && productivityShare(pay.guaranteeMonths, year) > 0;
  };
  return (ref) => {
    switch (ref.kind) {
      case 'pay':
        return paidForWrvus(ref.offer, ref.year);
      case 'total':
      case 'npv':
        return Array.from({ length: scenario.years }, (_, y) => y + 1).some((year) => paidForWrvus(ref.offer, year));
      default:
        return false;
    }
  };
}

/** A pair's switch points without the sentence at the expected level: there is none without expected wRVUs. */
export function withoutExpected(pair: SwitchPoint): SwitchPoint {
  const { atExpected: _atExpected, ...rest } = pair;
  return rest;
}

/**
 * "Why?" of a figure when no expected wRVUs are given: one that rests on them has no value and names
 * them as what it needs; one that does not, shown at once, never speaks of the 0 wRVUs it was worked
 * out at.
 */
export function explainWithout(explanation: Explanation, wrvusGiven: boolean): Explanation {
  if (wrvusGiven) return explanation;
  const usesWrvus = explanation.inputs.some((input) => input.kind === 'assumption' && input.name === 'wrvus');
  if (usesWrvus)
    return {
      ...explanation,
      value: null,
      formula: explanation.formula.replace(/ at 0 wRVUs a year/g, ''),
      inputs: explanation.inputs.filter((input) => !(input.kind === 'assumption' && input.name === 'wrvus')),
      missing: [...explanation.missing.filter((name) => name !== 'wrvus'), 'wrvus'],
    };
  return { ...explanation, formula: explanation.formula.replace(/ at 0 wRVUs a year/g, '') };
}
