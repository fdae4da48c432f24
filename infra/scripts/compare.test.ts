import { execFile } from 'node:child_process';
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { describe, expect, it } from 'vitest';

const run = (file: string) => promisify(execFile)('npm', ['run', '-s', 'compare', '--', file]);
const fixture = join(import.meta.dirname, '../../test/fixtures/compare/two-offers.json');

describe('npm run -s compare', () => {
  it('prints exactly one JSON object, the hand-worked comparison of test/fixtures/compare/two-offers.json', async () => {
    const { stdout, stderr } = await run(fixture);
    expect(stderr).toBe('');
    const lines = stdout.trim().split('\n');
    expect(lines).toHaveLength(1);
    // Worked by hand (2 years, 10% a year, wRVUs 4,000 / 5,000 / 6,000, premium $10,000 × 2, pro rata):
    // Mercy: base $300,000, 6-month guarantee, $50 per wRVU above 4,500, signing bonus $12,000
    //   repayable for 2 months, a 3-month term, claims-made with the tail shared.
    //   Year 1: productivity share (12 − 6) ÷ 12 = ½.
    //     low 4,000 ≤ 4,500: $300,000 + $12,000 bonus = $312,000
    //     expected: 300,000 + ½ × (5,000 − 4,500) × 50 = 312,500, + 12,000 = $324,500
    //     high: 300,000 + ½ × 1,500 × 50 = 337,500, + 12,000 = $349,500
    //   Year 2 (share 1): $300,000; 300,000 + 500 × 50 = $325,000; 300,000 + 1,500 × 50 = $375,000
    //   Totals: 612,000; 649,500; 724,500.
    //   NPV: 312,000 ÷ 1.1 + 300,000 ÷ 1.21 = 283,636.36 + 247,933.88 = 531,570.25 → 531,570
    //        324,500 ÷ 1.1 + 325,000 ÷ 1.21 = 295,000 + 268,595.04 = 563,595.04 → 563,595
    //        349,500 ÷ 1.1 + 375,000 ÷ 1.21 = 317,727.27 + 309,917.36 = 627,644.63 → 627,645
    //   Leaving: month 1: 12,000 × (2 − 1) ÷ 2 = 6,000; months 2 and 3: 0 (the clawback has ended).
    //     Tail: ½ × 2 × 10,000 = 10,000, every month.
    // Valley: base $250,000, $60 per wRVU, no threshold, so 250,000 ÷ 60 = 4,166.67; relocation
    //   $6,000 repayable for 3 months; a 2-month term; occurrence cover (tail 0).
    //   Productivity: max(0, W × 60 − 250,000): 4,000 → 0; 5,000 → 50,000; 6,000 → 110,000.
    //   Year 1 (+ 6,000): 256,000; 306,000; 366,000. Year 2: 250,000; 300,000; 360,000.
    //   Totals: 506,000; 606,000; 726,000.
    //   NPV: 256,000 ÷ 1.1 + 250,000 ÷ 1.21 = 232,727.27 + 206,611.57 = 439,338.84 → 439,339
    //        306,000 ÷ 1.1 + 300,000 ÷ 1.21 = 278,181.82 + 247,933.88 = 526,115.70 → 526,116
    //        366,000 ÷ 1.1 + 360,000 ÷ 1.21 = 332,727.27 + 297,520.66 = 630,247.93 → 630,248
    //   Leaving: month 1: 6,000 × (3 − 1) ÷ 3 = 4,000; month 2: 6,000 × 1 ÷ 3 = 2,000.
    // Switch points, year 2 (Mercy's first full year; Valley has none to wait for):
    //   Mercy 300,000 + 50 × max(0, W − 4,500); Valley max(250,000, 60 × W).
    //   Below 4,500 Mercy pays 300,000 > 60 × 4,500 = 270,000. Above: Mercy 75,000 + 50W against
    //   Valley 60W, equal at W = 7,500 (450,000 each); at 7,501 Valley pays 450,060 > 450,050.
    expect(JSON.parse(lines[0]!)).toEqual({
      offers: [
        {
          name: 'Mercy',
          years: [
            { year: 1, low: 312_000, expected: 324_500, high: 349_500 },
            { year: 2, low: 300_000, expected: 325_000, high: 375_000 },
          ],
          total: { low: 612_000, expected: 649_500, high: 724_500 },
          npv: { low: 531_570, expected: 563_595, high: 627_645 },
          costToLeave: [
            { month: 1, repay: 6000, tail: 10_000, total: 16_000 },
            { month: 2, repay: 0, tail: 10_000, total: 10_000 },
            { month: 3, repay: 0, tail: 10_000, total: 10_000 },
          ],
        },
        {
          name: 'Valley',
          years: [
            { year: 1, low: 256_000, expected: 306_000, high: 366_000 },
            { year: 2, low: 250_000, expected: 300_000, high: 360_000 },
          ],
          total: { low: 506_000, expected: 606_000, high: 726_000 },
          npv: { low: 439_339, expected: 526_116, high: 630_248 },
          costToLeave: [
            { month: 1, repay: 4000, tail: 0, total: 4000 },
            { month: 2, repay: 2000, tail: 0, total: 2000 },
          ],
        },
      ],
      breakEven: [{ a: 'Mercy', b: 'Valley', year: 2, wrvus: [7501] }],
    });
  }, 60_000);

  it('names each invalid field on stderr, prints nothing on stdout and exits 1', async () => {
    const file = join(mkdtempSync(join(tmpdir(), 'compare-')), 'scenario.json');
    writeFileSync(
      file,
      JSON.stringify({
        years: 11,
        discountRate: 0.05,
        wrvusPerYear: { low: 4000, expected: 5000 },
        tail: { multiplier: 2 },
        repayment: 'prorated',
        offers: [{ name: 'Mercy', terms: { baseSalary: '300000', bonus: 1 } }],
      }),
    );
    const failure = await run(file).then(
      () => undefined,
      (error: { code: number; stdout: string; stderr: string }) => error,
    );
    expect(failure?.code).toBe(1);
    expect(failure?.stdout).toBe('');
    expect(failure?.stderr.trim().split('\n')).toEqual([
      'years: Years is too large.',
      'wrvusPerYear.high: High wRVUs must be a number.',
      'offers.0.terms.baseSalary: Base salary must be a number.',
      'offers.0.terms: Unrecognized key: "bonus"',
    ]);
  }, 60_000);
  it("takes a scenario without repayment or tail and uses the screen's defaults: pro rata, 2, no premium quote (issue 39)", async () => {
    // test/fixtures/compare/screen-defaults.json, worked by hand (1 year, 0%, 5,000 wRVUs, no productivity pay):
    // Ridge: 200,000 + 12,000 signing bonus = 212,000 (total and present value at 0%). Leaving: month 1, pro rata
    //   (the default) 12,000 × 11 ÷ 12 = 11,000; month 2: 10,000. Claims-made, the physician pays the tail, no
    //   premium quote: tail and total unknown (null).
    // Brook: 210,000; occurrence cover, nothing to repay: month 1 costs 0.
    // Switch point (year 1, flat pay): Brook pays more at every level, none.
    const { stdout, stderr } = await run(join(import.meta.dirname, '../../test/fixtures/compare/screen-defaults.json'));
    expect(stderr).toBe('');
    const flat = (pay: number) => ({ low: pay, expected: pay, high: pay });
    expect(JSON.parse(stdout)).toEqual({
      offers: [
        {
          name: 'Ridge',
          years: [{ year: 1, ...flat(212_000) }],
          total: flat(212_000),
          npv: flat(212_000),
          costToLeave: [
            { month: 1, repay: 11_000, tail: null, total: null },
            { month: 2, repay: 10_000, tail: null, total: null },
          ],
        },
        {
          name: 'Brook',
          years: [{ year: 1, ...flat(210_000) }],
          total: flat(210_000),
          npv: flat(210_000),
          costToLeave: [{ month: 1, repay: 0, tail: 0, total: 0 }],
        },
      ],
      breakEven: [{ a: 'Ridge', b: 'Brook', year: 1, wrvus: [] }],
    });
  }, 60_000);

  it('uses the default multiplier of 2 with a premium and no multiplier, and names a wrong value', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'compare-'));
    const base = { years: 1, discountRate: 0, wrvusPerYear: { low: 0, expected: 0, high: 0 } };
    const ridge = { name: 'Ridge', terms: { baseSalary: 200_000, initialTermMonths: 1, malpracticeType: 'claims-made', tailPaidBy: 'physician' } };
    const premium = join(dir, 'premium.json');
    writeFileSync(premium, JSON.stringify({ ...base, tail: { annualPremium: 10_000 }, offers: [ridge] }));
    // 1 × 2 × 10,000 = 20,000.
    expect(JSON.parse((await run(premium)).stdout).offers[0].costToLeave).toEqual([{ month: 1, repay: 0, tail: 20_000, total: 20_000 }]);
    const wrong = join(dir, 'wrong.json');
    writeFileSync(wrong, JSON.stringify({ ...base, tail: { multiplier: 'two' }, repayment: 'half', offers: [ridge] }));
    const failure = await run(wrong).then(
      () => undefined,
      (error: { code: number; stdout: string; stderr: string }) => error,
    );
    expect(failure?.code).toBe(1);
    expect(failure?.stdout).toBe('');
    expect(failure?.stderr.trim().split('\n')).toEqual([
      'tail.multiplier: Tail multiplier must be a number.',
      'repayment: Repayment must be prorated or full.',
    ]);
  }, 60_000);
});
