import type { ComparisonResult, Scenario } from '#shared/compare/types.ts';
import type { SwitchPoint } from './ComparisonResults';

/**
 * Each pair's switch points as sentences need to say which offer pays more from each level on:
 * the arithmetic names the levels (`breakEven`), and the pay of the two offers just at each level, in
 * the year compared, says who leads from there. `compare` is the arithmetic itself.
 */
export function switchPoints(scenario: Scenario, result: ComparisonResult, compare: (scenario: Scenario) => ComparisonResult): SwitchPoint[] {
  const indexOf = new Map(scenario.offers.map((offer, index) => [offer.name, index]));
  return result.breakEven.map((pair) => {
    const a = indexOf.get(pair.a) ?? 0;
    const b = indexOf.get(pair.b) ?? 0;
    const payAt = (wrvus: number) => {
      const two = compare({
        ...scenario,
        years: Math.max(1, pair.year),
        wrvusPerYear: { low: wrvus, expected: wrvus, high: wrvus },
        offers: [scenario.offers[a]!, scenario.offers[b]!],
      });
      return [two.offers[0]?.years[pair.year - 1]?.expected ?? null, two.offers[1]?.years[pair.year - 1]?.expected ?? null] as const;
    };
    const [atZeroA, atZeroB] = payAt(0);
    const missing = atZeroA === null || atZeroB === null;
    const points = missing
      ? []
      : pair.wrvus.map((wrvus) => {
          const [payA, payB] = payAt(wrvus);
          const aLeads = (payA ?? 0) > (payB ?? 0);
          return { wrvus, more: aLeads ? a : b, less: aLeads ? b : a };
        });
    return { a, b, year: pair.year, points, missing };
  });
}
