/**
 * `npm run bench:compare`: how long the Compare offers screen waits for its arithmetic (issue 30:
 * "recomputing for 4 offers, 10 years and 120 months takes under 5 ms in the browser"). Times
 * compareOffers on 4 offers over 10 years with a 120-month initial term each (every figure: pay at
 * three wRVU levels, totals, present values, 120 months of the cost of leaving, the switch points
 * of the 6 pairs), then explainFigure on every one of those figures once (the "why?" of each), and
 * the verdict (issue 39) on the result.
 * Prints the median and p95 of each and exits 1 when the recomputation's median is over 5 ms. For
 * scale, it also times the switch points found by scanning all 20,001 levels of each pair.
 * Node's V8 stands in for the browser's; BENCH_RUNS sets the timed runs (default 500).
 */
import { breakEvenYear, compareOffers, payTerms, recurringPay } from '#shared/compare/compare.ts';
import { explainFigure, figureRefs } from '#shared/compare/explain.ts';
import { maxSwitchWrvus, payOrder } from '#shared/compare/switch-points.ts';
import { verdict } from '#shared/compare/verdict.ts';
import type { Scenario } from '#shared/compare/types.ts';
import { percentile } from './percentile';

const runs = Number(process.env.BENCH_RUNS ?? 500);
const warmUp = 50;
const targetMedianMs = 5;

const leaving = { initialTermMonths: 120, signingBonusClawbackMonths: 36, relocationClawbackMonths: 24 } as const;
const scenario: Scenario = {
  years: 10,
  discountRate: 0.05,
  wrvusPerYear: { low: 4800, expected: 6000, high: 7200 },
  tail: { annualPremium: 22_000, multiplier: 2 },
  repayment: 'prorated',
  offers: [
    {
      name: 'Mercy Hospital',
      terms: { baseSalary: 300_000, guaranteeMonths: 18, wrvuThreshold: 5000, wrvuRate: 50, signingBonus: 20_000, relocation: 10_000, ...leaving },
    },
    {
      name: 'Valley Clinic',
      terms: { baseSalary: 265_000, wrvuRate: 45, signingBonus: 30_000, malpracticeType: 'claims-made', tailPaidBy: 'physician', ...leaving },
    },
    {
      name: 'Lakeside Group',
      terms: {
        baseSalary: 320_000,
        guaranteeMonths: 24,
        wrvuThreshold: 6000,
        wrvuRate: 80,
        malpracticeType: 'claims-made',
        tailPaidBy: 'shared',
        ...leaving,
      },
    },
    {
      name: 'University Health',
      terms: { baseSalary: 280_000, wrvuThreshold: 4000, wrvuRate: 52.17, relocation: 15_000, malpracticeType: 'occurrence', ...leaving },
    },
  ],
};

function time(work: () => void): number[] {
  for (let i = 0; i < warmUp; i++) work();
  const ms: number[] = [];
  for (let i = 0; i < runs; i++) {
    const t0 = performance.now();
    work();
    ms.push(performance.now() - t0);
  }
  return ms;
}

const refs = figureRefs(scenario);
const result = compareOffers(scenario);
const compute = time(() => compareOffers(scenario));
const explain = time(() => {
  for (const ref of refs) explainFigure(scenario, ref);
});
// The verdict at the top of the results (issue 39) reads the result the screen already has.
const summary = time(() => verdict(scenario, result));

/** The switch points by the definition, level by level (what shared/compare/switch-points.ts avoids). */
function scanEveryPair(): void {
  const terms = scenario.offers.map(payTerms);
  for (let a = 0; a < terms.length; a++)
    for (let b = a + 1; b < terms.length; b++) {
      const year = breakEvenYear(terms[a]!, terms[b]!, scenario.years);
      let leader = 0;
      const points: number[] = [];
      for (let w = 0; w <= maxSwitchWrvus; w++) {
        const order = payOrder(recurringPay(terms[b]!, year, w)!, recurringPay(terms[a]!, year, w)!);
        if (order !== 0 && leader !== 0 && order !== leader) points.push(w);
        if (order !== 0) leader = order;
      }
    }
}
const scan = time(scanEveryPair);

const line = (what: string, ms: number[]) =>
  `${what.padEnd(44)} median ${percentile(ms, 50).toFixed(3)} ms   p95 ${percentile(ms, 95).toFixed(3)} ms`;
console.log(
  `${scenario.offers.length} offers × ${scenario.years} years × ${leaving.initialTermMonths} months; ` +
    `switch points of ${result.breakEven.length} pairs; ${runs} timed runs after ${warmUp} (Node ${process.version})`,
);
console.log(line('Recompute the comparison (compareOffers)', compute));
console.log(line(`Explain every figure once (${refs.length} figures)`, explain));
console.log(line(`The verdict (${verdict(scenario, result).length} sentences)`, summary));
console.log(line('(Switch points scanned level by level)', scan));
const median = percentile(compute, 50);
if (median > targetMedianMs) {
  console.log(`Over budget: the recomputation's median ${median.toFixed(3)} ms exceeds ${targetMedianMs} ms.`);
  process.exitCode = 1;
} else console.log(`Within budget: median under ${targetMedianMs} ms.`);
