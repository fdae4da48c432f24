import { breakEvenYear, offerLeaderChanges, payTerms, recurringPay, wholeDollars } from '#shared/compare/compare.ts';
import type { ComparisonResult, Scenario } from '#shared/compare/types.ts';
import * as messages from '#shared/messages.ts';
import type { SwitchPoint } from './ComparisonResults';
import { formatCount, listOf } from './figures';

/**
 * Each pair's switch points as sentences say which offer pays more from each level on, and who pays
 * more at the expected level on the same basis (recurring pay). The
 * arithmetic's result names the levels (`breakEven`, one entry per pair, a before b in input order);
 * who leads from each comes from the same search (offerLeaderChanges: the first to pay strictly
 * more, then a change of leader at every point).
 */
export function switchPoints(scenario: Scenario, result: ComparisonResult): SwitchPoint[] {
  const terms = scenario.offers.map(payTerms);
  const pairs: SwitchPoint[] = [];
  let entry = 0;
  for (let a = 0; a < terms.length; a++)
    for (let b = a + 1; b < terms.length; b++) {
      const year = result.breakEven[entry++]?.year ?? breakEvenYear(terms[a]!, terms[b]!, scenario.years);
      const changes = offerLeaderChanges(terms[a]!, terms[b]!, year);
      if (!changes) {
        pairs.push({ a, b, year, points: [], missing: true });
        continue;
      }
      // Who pays more at the physician's expected level, that year: what the switch points mean for
      // them. On the same basis as the switch points (issue 39): recurring pay, salary and
      // productivity, never the year-1 signing bonus or relocation (the verdict says those apart).
      const expected = scenario.wrvusPerYear.expected;
      const recurringA = recurringPay(terms[a]!, year, expected);
      const recurringB = recurringPay(terms[b]!, year, expected);
      const payA = recurringA === undefined ? null : wholeDollars(recurringA);
      const payB = recurringB === undefined ? null : wholeDollars(recurringB);
      const atExpected =
        payA === null || payB === null
          ? undefined
          : payA === payB
            ? { more: a, less: b, by: 0 }
            : payA > payB
              ? { more: a, less: b, by: payA - payB }
              : { more: b, less: a, by: payB - payA };
      // first: 1 when b pays strictly more first, -1 when a does; each point hands the lead over.
      let leader = changes.first;
      const points = changes.points.map((wrvus) => {
        leader = leader === 1 ? -1 : 1;
        return leader === 1 ? { wrvus, more: b, less: a } : { wrvus, more: a, less: b };
      });
      // No switch point: one of them pays more at every level (or they always tie).
      const always = points.length === 0 && changes.first !== 0 ? (changes.first === 1 ? { more: b, less: a } : { more: a, less: b }) : undefined;
      pairs.push({ a, b, year, points, missing: false, ...(atExpected ? { atExpected } : {}), ...(always ? { always } : {}) });
    }
  return pairs;
}

/**
 * The headline of a switch point's "why?": the levels at which the better offer changes, or, where
 * there is none, a sentence saying so (issue 37: it showed a bare "—"). Undefined when a term is
 * missing: the explanation's own "Needs …" says which.
 */
export function switchHeadline(pair: SwitchPoint, names: readonly string[]): string | undefined {
  if (pair.missing) return undefined;
  if (pair.points.length > 0) return messages.compareOffers.switchLevels(listOf(pair.points.map((point) => formatCount(point.wrvus))));
  const name = (index: number) => names[index] ?? '';
  return pair.always
    ? messages.compareOffers.noSwitchAlways(name(pair.always.more), name(pair.always.less))
    : messages.compareOffers.noSwitchTie(name(pair.a), name(pair.b));
}
