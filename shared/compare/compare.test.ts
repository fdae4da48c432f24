import { describe, expect, it } from 'vitest';
import { compareOffers, productivityShare, wholeDollars } from './compare';
import type { Scenario, ScenarioOffer } from './types';

/** A scenario of the given offers: 3 years, 5%, wRVUs 4,800 / 6,000 / 7,200, premium $20,000 × 2, pro rata. */
const scenario = (offers: ScenarioOffer[], overrides: Partial<Scenario> = {}): Scenario => ({
  years: 3,
  discountRate: 0.05,
  wrvusPerYear: { low: 4800, expected: 6000, high: 7200 },
  tail: { annualPremium: 20_000, multiplier: 2 },
  repayment: 'prorated',
  offers,
  ...overrides,
});

const mercy: ScenarioOffer = {
  name: 'Mercy',
  terms: {
    baseSalary: 300_000,
    guaranteeMonths: 18,
    wrvuThreshold: 5000,
    wrvuRate: 50,
    signingBonus: 20_000,
    signingBonusClawbackMonths: 24,
    relocation: 10_000,
    relocationClawbackMonths: 12,
    initialTermMonths: 36,
    malpracticeType: 'claims-made',
    tailPaidBy: 'physician',
  },
};
const valley: ScenarioOffer = { name: 'Valley', terms: { baseSalary: 250_000, wrvuRate: 45 } };

const only = (offer: ScenarioOffer, overrides: Partial<Scenario> = {}) => compareOffers(scenario([offer], overrides)).offers[0]!;
const month = (offer: ScenarioOffer, m: number, overrides: Partial<Scenario> = {}) => only(offer, overrides).costToLeave[m - 1];

describe('productivity share', () => {
  it('is the fraction of the year after the guarantee, between 0 and 1', () => {
    // 18 months: year 1 (months 1–12) all inside; year 2 (13–24) has 19..24 after, 6 of 12; year 3 all after.
    expect([1, 2, 3].map((year) => productivityShare(18, year))).toEqual([0, 0.5, 1]);
    expect(productivityShare(0, 1)).toBe(1);
    expect(productivityShare(24, 2)).toBe(0);
  });
});

describe('compareOffers: pay, totals and present value', () => {
  it('Mercy: an 18-month guarantee, signing bonus and relocation in year 1, worked by hand', () => {
    // Year 1: share 0 (inside the guarantee): 300,000 + 20,000 + 10,000 = 330,000 at every level.
    // Year 2: share ½. low 4,800 ≤ 5,000: 300,000. expected: 300,000 + ½ × (6,000 − 5,000) × 50 = 325,000.
    //         high: 300,000 + ½ × 2,200 × 50 = 355,000.
    // Year 3: share 1. low 300,000; expected 300,000 + 1,000 × 50 = 350,000; high 300,000 + 2,200 × 50 = 410,000.
    // Totals: low 330,000 + 300,000 + 300,000 = 930,000; expected 1,005,000; high 1,095,000.
    // NPV at 5%: expected 330,000 ÷ 1.05 + 325,000 ÷ 1.1025 + 350,000 ÷ 1.157625
    //   = 314,285.71 + 294,784.58 + 302,343.16 = 911,413.45 → 911,413
    //   low:  314,285.71 + 272,108.84 + 259,151.28 = 845,545.84 → 845,546
    //   high: 314,285.71 + 321,995.46 + 354,173.42 = 990,454.59 → 990,455
    const result = only(mercy);
    expect(result.years).toEqual([
      { year: 1, low: 330_000, expected: 330_000, high: 330_000 },
      { year: 2, low: 300_000, expected: 325_000, high: 355_000 },
      { year: 3, low: 300_000, expected: 350_000, high: 410_000 },
    ]);
    expect(result.total).toEqual({ low: 930_000, expected: 1_005_000, high: 1_095_000 });
    expect(result.npv).toEqual({ low: 845_546, expected: 911_413, high: 990_455 });
  });

  it('Valley: the threshold is base ÷ rate when none is stated, from no wRVUs to very many', () => {
    // Threshold 250,000 ÷ 45 = 5,555.56 wRVUs. Pay = 250,000 + max(0, W − 5,555.56) × 45 = max(250,000, 45 × W).
    //   W = 0: 250,000. W = 5,555: 45 × 5,555 = 249,975, under: 250,000. W = 5,556: 250,020.
    //   W = 6,000: 270,000. W = 20,000: 900,000. W = 100,000: 4,500,000.
    // One year at 0%: total = present value = that year's pay.
    const pay = (w: number) => only(valley, { years: 1, discountRate: 0, wrvusPerYear: { low: 0, expected: w, high: 100_000 } });
    expect(pay(5555).years[0]).toEqual({ year: 1, low: 250_000, expected: 250_000, high: 4_500_000 });
    expect(pay(5556).years[0]!.expected).toBe(250_020);
    expect(pay(6000).years[0]!.expected).toBe(270_000);
    expect(pay(20_000).years[0]!.expected).toBe(900_000);
    expect(pay(6000).total).toEqual(pay(6000).npv);
  });

  it('Lake: no pay per wRVU means no productivity pay, a stated threshold notwithstanding', () => {
    // 280,000 at every level, every year; the 15,000 signing bonus only in year 1.
    const lake: ScenarioOffer = { name: 'Lake', terms: { baseSalary: 280_000, wrvuThreshold: 5000, signingBonus: 15_000 } };
    const result = only(lake, { wrvusPerYear: { low: 0, expected: 6000, high: 20_000 } });
    expect(result.years.map((y) => [y.low, y.expected, y.high])).toEqual([
      [295_000, 295_000, 295_000],
      [280_000, 280_000, 280_000],
      [280_000, 280_000, 280_000],
    ]);
    // A rate of $0 is no productivity pay too.
    expect(only({ name: 'Zero', terms: { baseSalary: 280_000, wrvuRate: 0 } }).years[2]!.high).toBe(280_000);
  });

  it('an offer with no base salary has no pay, total or present value, but still a cost of leaving', () => {
    // Cost of leaving at month 3: 10,000 × (12 − 3) ÷ 12 = 7,500; tail shared: ½ × 2 × 20,000 = 20,000; total 27,500.
    const noBase: ScenarioOffer = {
      name: 'Hill',
      terms: {
        wrvuRate: 50,
        wrvuThreshold: 5000,
        signingBonus: 10_000,
        signingBonusClawbackMonths: 12,
        malpracticeType: 'claims-made',
        tailPaidBy: 'shared',
      },
    };
    const result = only(noBase);
    expect(result.years).toEqual([1, 2, 3].map((year) => ({ year, low: null, expected: null, high: null })));
    expect(result.total).toEqual({ low: null, expected: null, high: null });
    expect(result.npv).toEqual({ low: null, expected: null, high: null });
    expect(result.costToLeave[2]).toEqual({ month: 3, repay: 7500, tail: 20_000, total: 27_500 });
  });

  it('rounds only the figures it outputs: totals come from unrounded years', () => {
    // 100,000.40 a year: each year shows 100,000, but the 3-year total is 300,001.20 → 300,001 (not 300,000).
    const result = only({ name: 'Cents', terms: { baseSalary: 100_000.4 } }, { discountRate: 0 });
    expect(result.years.map((y) => y.expected)).toEqual([100_000, 100_000, 100_000]);
    expect(result.total.expected).toBe(300_001);
    expect(result.npv.expected).toBe(300_001);
    // Half a dollar rounds up, even when floating point lands a hair under it.
    expect(wholeDollars(500.5)).toBe(501);
    expect(wholeDollars(0.1 * 3 * 10_000 + 0.5 - 1e-10)).toBe(3001);
  });

  it('discounts each year at its end: year 1 once, year 2 twice', () => {
    // 100,000 a year at 10%: 100,000 ÷ 1.1 + 100,000 ÷ 1.21 = 90,909.09 + 82,644.63 = 173,553.72 → 173,554.
    const result = only({ name: 'Flat', terms: { baseSalary: 100_000 } }, { years: 2, discountRate: 0.1 });
    expect(result.npv.expected).toBe(173_554);
    expect(result.total.expected).toBe(200_000);
  });
});

describe('compareOffers: the cost of leaving', () => {
  it('repays pro rata before the clawback ends and nothing from its last month on', () => {
    // Signing bonus 20,000 over 24 months, relocation 10,000 over 12; tail: physician pays 1 × 2 × 20,000 = 40,000.
    // m = 1:  20,000 × 23 ÷ 24 = 19,166.67 + 10,000 × 11 ÷ 12 = 9,166.67 → 28,333.33 → 28,333; total 68,333.33 → 68,333
    // m = 6:  20,000 × 18 ÷ 24 = 15,000 + 10,000 × 6 ÷ 12 = 5,000 → 20,000; total 60,000
    // m = 12: 20,000 × 12 ÷ 24 = 10,000 + 0 (m = c: the relocation clawback has ended) → 10,000; total 50,000
    // m = 23: 20,000 × 1 ÷ 24 = 833.33 → 833; total 40,833
    // m = 24 and after: 0; total 40,000
    const result = only(mercy);
    expect(result.costToLeave).toHaveLength(36);
    expect([1, 6, 12, 23, 24, 36].map((m) => result.costToLeave[m - 1])).toEqual([
      { month: 1, repay: 28_333, tail: 40_000, total: 68_333 },
      { month: 6, repay: 20_000, tail: 40_000, total: 60_000 },
      { month: 12, repay: 10_000, tail: 40_000, total: 50_000 },
      { month: 23, repay: 833, tail: 40_000, total: 40_833 },
      { month: 24, repay: 0, tail: 40_000, total: 40_000 },
      { month: 36, repay: 0, tail: 40_000, total: 40_000 },
    ]);
  });

  it('repays the whole amount before the clawback ends when repayment is full', () => {
    // m = 1..11: 20,000 + 10,000 = 30,000; m = 12..23: 20,000; m ≥ 24: 0.
    const repay = (m: number) => month(mercy, m, { repayment: 'full' })!.repay;
    expect([1, 11, 12, 23, 24].map(repay)).toEqual([30_000, 30_000, 20_000, 20_000, 0]);
  });

  it('repays nothing for an amount without a clawback, or a clawback without an amount', () => {
    const offer: ScenarioOffer = { name: 'Half-said', terms: { signingBonus: 20_000, relocationClawbackMonths: 12, malpracticeType: 'occurrence' } };
    expect(month(offer, 1)).toEqual({ month: 1, repay: 0, tail: 0, total: 0 });
  });

  it('lists the months of the initial term, else of the years compared', () => {
    expect(only(mercy).costToLeave).toHaveLength(36);
    expect(only(valley).costToLeave).toHaveLength(36); // 3 years × 12
    expect(only(valley, { years: 10 }).costToLeave.map((row) => row.month)).toEqual(Array.from({ length: 120 }, (_, i) => i + 1));
    expect(only({ name: 'None', terms: { initialTermMonths: 0 } }).costToLeave).toEqual([]);
  });

  it('prices the tail by cover type and payer, and leaves it unknown when what it needs is missing', () => {
    const tail = (terms: ScenarioOffer['terms'], annualPremium: number | null = 20_000) =>
      month({ name: 'T', terms: { ...terms, initialTermMonths: 1 } }, 1, { tail: { annualPremium, multiplier: 2 } });
    // Occurrence: no tail, whatever the premium.
    expect(tail({ malpracticeType: 'occurrence', tailPaidBy: 'physician' }, null)).toEqual({ month: 1, repay: 0, tail: 0, total: 0 });
    // Claims-made: share × 2 × 20,000: employer 0, shared ½ → 20,000, physician 1 → 40,000.
    expect(tail({ malpracticeType: 'claims-made', tailPaidBy: 'employer' })!.tail).toBe(0);
    expect(tail({ malpracticeType: 'claims-made', tailPaidBy: 'shared' })!.tail).toBe(20_000);
    expect(tail({ malpracticeType: 'claims-made', tailPaidBy: 'physician' })!.tail).toBe(40_000);
    // The employer pays: nothing falls on the physician, so neither the premium nor the cover type is needed.
    expect(tail({ malpracticeType: 'claims-made', tailPaidBy: 'employer' }, null)!.tail).toBe(0);
    expect(tail({ tailPaidBy: 'employer' })!.tail).toBe(0);
    // Unknown premium, payer or cover type: tail and total unknown (the repayment is still known).
    const unknown = { month: 1, repay: 0, tail: null, total: null };
    expect(tail({ malpracticeType: 'claims-made', tailPaidBy: 'physician' }, null)).toEqual(unknown);
    expect(tail({ malpracticeType: 'claims-made' })).toEqual(unknown);
    expect(tail({ tailPaidBy: 'physician' })).toEqual(unknown);
    expect(month(mercy, 1, { tail: { annualPremium: null, multiplier: 2 } })).toEqual({ month: 1, repay: 28_333, tail: null, total: null });
  });
});

describe('compareOffers: switch points', () => {
  const offer = (name: string, baseSalary: number, wrvuThreshold: number | undefined, wrvuRate: number, guaranteeMonths = 0): ScenarioOffer => ({
    name,
    terms: { baseSalary, wrvuRate, guaranteeMonths, ...(wrvuThreshold === undefined ? {} : { wrvuThreshold }) },
  });
  const breakEven = (a: ScenarioOffer, b: ScenarioOffer, years = 3) => compareOffers(scenario([a, b], { years })).breakEven[0]!;

  it('none: one offer pays more at every level', () => {
    // B − A = −50,000 up to 5,000 wRVUs, then −50,000 − 10 × (W − 5,000): always below.
    expect(breakEven(offer('A', 300_000, 5000, 50), offer('B', 250_000, 5000, 40))).toEqual({ a: 'A', b: 'B', year: 1, wrvus: [] });
  });

  it('one: where the other offer first pays strictly more, after a tie', () => {
    // X = 300,000 + 40 × max(0, W − 6,000); Y = 270,000 + 50 × max(0, W − 5,000).
    // At 5,600: Y = 270,000 + 600 × 50 = 300,000 = X (a tie, no switch); at 5,601 Y = 300,050 > 300,000.
    // Past 6,000: Y − X = 10 × W − 40,000 > 0, so Y stays ahead.
    expect(breakEven(offer('X', 300_000, 6000, 40), offer('Y', 270_000, 5000, 50)).wrvus).toEqual([5601]);
  });

  it('two: the lead changes and changes back', () => {
    // X = 300,000 + 50 × max(0, W − 5,000); Y = 320,000 + 80 × max(0, W − 6,000).
    // Y leads at 0 (320,000 > 300,000). X catches up at 5,400 (300,000 + 400 × 50 = 320,000) and leads
    // from 5,401 (320,050). Past 6,000 Y − X = 30 × W − 210,000: a tie at 7,000 (400,000 each), Y from 7,001.
    expect(breakEven(offer('X', 300_000, 5000, 50), offer('Y', 320_000, 6000, 80)).wrvus).toEqual([5401, 7001]);
  });

  it('a tie at 0 wRVUs: the first offer to pay strictly more leads, and that is not a switch', () => {
    // X = 300,000 + 50 × max(0, W − 4,000); Y = 300,000 + 60 × max(0, W − 5,000).
    // Equal up to 4,000; X leads from 4,001 (no switch: nobody led before). At 10,000 both pay 600,000;
    // from 10,001 Y pays 600,060 > 600,050: one switch.
    expect(breakEven(offer('X', 300_000, 4000, 50), offer('Y', 300_000, 5000, 60)).wrvus).toEqual([10_001]);
    // Equal everywhere: none.
    expect(breakEven(offer('X', 300_000, 4000, 50), offer('Y', 300_000, 4000, 50)).wrvus).toEqual([]);
  });

  it('compares the first year both pay full productivity, else the last year', () => {
    // Mercy (18-month guarantee) is at full productivity from year 3. In year 3: Mercy 50 × W + 50,000
    // above 5,000 against Valley max(250,000, 45 × W): Mercy always ahead, no switch.
    expect(breakEven(mercy, valley, 3)).toEqual({ a: 'Mercy', b: 'Valley', year: 3, wrvus: [] });
    // Over 2 years, year 2 (share ½): Mercy 300,000 + 25 × (W − 5,000) = 175,000 + 25 × W against 45 × W:
    // equal at 8,750 (393,750 each), Valley ahead from 8,751 (393,795 > 393,775). Signing bonus and relocation never count.
    expect(breakEven(mercy, valley, 2)).toEqual({ a: 'Mercy', b: 'Valley', year: 2, wrvus: [8751] });
  });

  it('gives every pair once, in input order with the names as given, and null without a base salary', () => {
    const result = compareOffers(scenario([mercy, valley, { name: 'No base', terms: { wrvuRate: 50 } }]));
    expect(result.breakEven.map(({ a, b, wrvus }) => [a, b, wrvus])).toEqual([
      ['Mercy', 'Valley', []],
      ['Mercy', 'No base', null],
      ['Valley', 'No base', null],
    ]);
  });
});

describe("compareOffers: the contract's own repayment terms (issue 39)", () => {
  // The contract: relocation of $20,000 "repayable in full if Dr. Sullivan leaves within twelve (12) months",
  // beside a signing bonus of $25,000 over 24 months whose method the contract does not state. Occurrence cover: no tail.
  const sullivan: ScenarioOffer = {
    name: 'Northgate',
    terms: {
      baseSalary: 300_000,
      signingBonus: 25_000,
      signingBonusClawbackMonths: 24,
      relocation: 20_000,
      relocationClawbackMonths: 12,
      relocationRepayment: 'in-full',
      initialTermMonths: 36,
      malpracticeType: 'occurrence',
    },
  };
  const repay = (offer: ScenarioOffer, m: number, overrides: Partial<Scenario> = {}) => month(offer, m, overrides)!.repay;

  it('repays the relocation in full as the contract says, the bonus pro rata by the assumption where it is silent', () => {
    // m = 6:  bonus 25,000 × (24 − 6) ÷ 24 = 18,750 (pro rata: assumption) + relocation 20,000 (in full: the contract) = 38,750;
    //         the assumption alone gave 18,750 + 20,000 × 6 ÷ 12 = 10,000 → 28,750.
    // m = 11: 25,000 × 13 ÷ 24 = 13,541.67 + 20,000 = 33,541.67 → 33,542.
    // m = 12: 25,000 × 12 ÷ 24 = 12,500 + 0 (the 12-month clawback has ended) = 12,500.
    expect([6, 11, 12].map((m) => repay(sullivan, m))).toEqual([38_750, 33_542, 12_500]);
    const silent = { ...sullivan, terms: { ...sullivan.terms, relocationRepayment: undefined } } as ScenarioOffer;
    expect(repay(silent, 6)).toBe(28_750);
  });

  it('lets the contract override the assumption both ways', () => {
    // Assumption "full", but the contract says the bonus is pro rata: m = 6: 18,750 + 20,000 (relocation in full) = 38,750.
    const proRataBonus = { ...sullivan, terms: { ...sullivan.terms, signingBonusRepayment: 'pro-rata' } };
    expect(repay(proRataBonus, 6, { repayment: 'full' })).toBe(38_750);
    // The contract says the relocation is pro rata under an assumption of "full": 25,000 (bonus in full) + 20,000 × 6 ÷ 12 = 35,000.
    const proRataRelocation = { ...sullivan, terms: { ...sullivan.terms, relocationRepayment: 'pro-rata' } };
    expect(repay(proRataRelocation, 6, { repayment: 'full' })).toBe(35_000);
  });

  it("the issue's relocation alone: the whole $20,000 at month 6 where pro rata gave half", () => {
    const relocation: ScenarioOffer = {
      name: 'Relocation only',
      terms: { relocation: 20_000, relocationClawbackMonths: 12, relocationRepayment: 'in-full', malpracticeType: 'occurrence' },
    };
    expect(repay(relocation, 6)).toBe(20_000);
    expect(repay({ ...relocation, terms: { ...relocation.terms, relocationRepayment: undefined } } as ScenarioOffer, 6)).toBe(10_000);
  });

  it('ignores a repayment term holding another value (the assumption applies)', () => {
    const odd = { ...sullivan, terms: { ...sullivan.terms, relocationRepayment: 'sometimes' } };
    expect(repay(odd, 6)).toBe(28_750);
  });
});

describe('compareOffers: relocation as reimbursement or cash (issue 39)', () => {
  it('keeps a reimbursement of expenses out of pay, totals and present value, and still repays it on leaving', () => {
    // Mercy without its $10,000 relocation in year 1: 320,000; totals 10,000 less (995,000 expected);
    // present value 10,000 ÷ 1.05 = 9,523.81 less: 911,413.45 − 9,523.81 = 901,889.64 → 901,890.
    const reimbursed = only({ ...mercy, terms: { ...mercy.terms, relocationKind: 'reimbursement' } });
    expect(reimbursed.years[0]).toEqual({ year: 1, low: 320_000, expected: 320_000, high: 320_000 });
    expect(reimbursed.total).toEqual({ low: 920_000, expected: 995_000, high: 1_085_000 });
    expect(reimbursed.npv.expected).toBe(901_890);
    // The cost of leaving does not change: month 1 still repays 28,333.
    expect(reimbursed.costToLeave).toEqual(only(mercy).costToLeave);
  });

  it('counts a cash relocation as pay in year 1, exactly as a relocation without the term (issue 30)', () => {
    expect(only({ ...mercy, terms: { ...mercy.terms, relocationKind: 'cash' } })).toEqual(only(mercy));
    expect(only(mercy).years[0]!.expected).toBe(330_000);
  });
});
