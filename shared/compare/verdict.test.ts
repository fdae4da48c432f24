import { describe, expect, it } from 'vitest';
import { compareOffers } from './compare';
import type { Scenario, ScenarioOffer } from './types';
import { verdict, type VerdictOptions } from './verdict';

/** 2 years, 10% a year, wRVUs 4,800 / 6,000 / 7,200, premium $10,000 × 2, pro rata. */
const scenario = (offers: ScenarioOffer[], overrides: Partial<Scenario> = {}): Scenario => ({
  years: 2,
  discountRate: 0.1,
  wrvusPerYear: { low: 4800, expected: 6000, high: 7200 },
  tail: { annualPremium: 10_000, multiplier: 2 },
  repayment: 'prorated',
  offers,
  ...overrides,
});
const texts = (s: Scenario, options?: VerdictOptions) => verdict(s, compareOffers(s), options).map((line) => line.text);

const lakeside: ScenarioOffer = {
  name: 'Lakeside',
  terms: {
    baseSalary: 250_000,
    wrvuRate: 50,
    wrvuThreshold: 5000,
    signingBonus: 10_000,
    signingBonusClawbackMonths: 12,
    initialTermMonths: 24,
    malpracticeType: 'claims-made',
    tailPaidBy: 'employer',
    nonCompeteMiles: 10,
    nonCompeteMonths: 12,
    noticeWithoutCauseDays: 90,
    callRatio: '1:6',
    ptoDays: 25,
    cmeAllowance: 3000,
  },
};
const northgate: ScenarioOffer = {
  name: 'Northgate',
  terms: {
    baseSalary: 280_000,
    signingBonus: 40_000,
    signingBonusClawbackMonths: 24,
    relocation: 20_000,
    relocationKind: 'cash',
    relocationClawbackMonths: 12,
    relocationRepayment: 'in-full',
    initialTermMonths: 24,
    malpracticeType: 'claims-made',
    tailPaidBy: 'physician',
    nonCompeteMiles: 25,
    nonCompeteMonths: 24,
    noticeWithoutCauseDays: 60,
    callRatio: '1:4',
    ptoDays: 20,
  },
};

describe('the verdict, worked by hand', () => {
  it('says which offer pays most, which is cheapest to leave, and how the terms differ', () => {
    // Lakeside at 6,000 wRVUs: 250,000 + (6,000 − 5,000) × 50 = 300,000 each year (the signing bonus 10,000 too in year 1):
    //   310,000 + 300,000 = 610,000; present value 310,000 ÷ 1.1 + 300,000 ÷ 1.21 = 281,818.18 + 247,933.88 = 529,752.07 → 529,752.
    // Northgate: 280,000 + 40,000 bonus + 20,000 cash relocation = 340,000 in year 1, then 280,000: 620,000;
    //   present value 309,090.91 + 231,404.96 = 540,495.87 → 540,496. Northgate ahead by 10,000, and 10,744 today.
    // Leaving in year 1, the costliest month is month 1:
    //   Lakeside 10,000 × 11 ÷ 12 = 9,166.67 → 9,167, tail 0 (the employer pays it);
    //   Northgate 40,000 × 23 ÷ 24 = 38,333.33 + 20,000 (in full: the contract) + tail 1 × 2 × 10,000 = 20,000 → 78,333.
    //   78,333 − 9,167 = 69,166.
    // Year 2 (months 13–24), month 13: Lakeside 0; Northgate 40,000 × 11 ÷ 24 = 18,333.33 + 20,000 → 38,333.
    expect(texts(scenario([lakeside, northgate]))).toEqual([
      'Northgate pays more at your 6,000 wRVUs: $620,000 over 2 years, $10,000 more than Lakeside.',
      'In today’s dollars (a dollar later counted 10% a year less), it leads too: $540,496, $10,744 more than Lakeside.',
      'One-time money, counted in year 1’s pay and in the totals: Lakeside $10,000 (signing bonus), Northgate $60,000 (signing bonus and relocation).',
      'Lakeside is cheapest to leave in year 1: at most $9,167 (end of month 1), $69,166 less than Northgate ($78,333).',
      'Lakeside costs nothing to leave in year 2; Northgate costs up to $38,333 (end of month 13).',
      'Lakeside has the smallest non-compete radius: 10 miles; Northgate 25 miles.',
      'Lakeside has the shortest non-compete: 12 months; Northgate 24 months.',
      'Your notice to leave without cause: Lakeside 90 days, Northgate 60 days.',
      'Lakeside has the least call: 1 in 6 nights; Northgate 1 in 4 nights.',
      'Lakeside has the most paid time off: 25 days; Northgate 20 days.',
      'CME allowance: Lakeside $3,000 a year; not stated in Northgate, so not ranked.',
      'Lakeside has the tail coverage that costs you least: paid by the employer; Northgate paid by you.',
      'Not stated in any offer: CME days.',
    ]);
  });

  it('gives each claim its "why?": the figures it restates, or the terms it rests on', () => {
    const lines = verdict(scenario([lakeside, northgate]), compareOffers(scenario([lakeside, northgate])));
    expect(lines[0]!.figures.map((f) => f.ref)).toEqual([
      { kind: 'total', offer: 1, level: 'expected' },
      { kind: 'total', offer: 0, level: 'expected' },
    ]);
    expect(lines[0]!.figures[0]!.what).toBe('Northgate: pay over 2 years');
    expect(lines[3]!.figures.map((f) => f.ref)).toEqual([
      { kind: 'costToLeave', offer: 0, month: 1, part: 'total' },
      { kind: 'costToLeave', offer: 1, month: 1, part: 'total' },
    ]);
    expect(lines.find((l) => l.text.startsWith('Lakeside has the least call'))!.terms).toEqual([
      { offer: 0, term: 'callRatio' },
      { offer: 1, term: 'callRatio' },
    ]);
    expect(lines.find((l) => l.text.startsWith('CME allowance'))!.missing).toBe(true);
  });

  it('says when the offer ahead in today’s dollars is another one', () => {
    // A: 100,800 a year: 201,600; present value 100,800 × (1 ÷ 1.1 + 1 ÷ 1.21) = 174,942.15 → 174,942.
    // B: 90,000 a year + 21,000 signing bonus: 201,000; 111,000 ÷ 1.1 + 90,000 ÷ 1.21 = 100,909.09 + 74,380.17 = 175,289.26 → 175,289.
    const a: ScenarioOffer = { name: 'A', terms: { baseSalary: 100_800 } };
    const b: ScenarioOffer = { name: 'B', terms: { baseSalary: 90_000, signingBonus: 21_000 } };
    expect(texts(scenario([a, b])).slice(0, 2)).toEqual([
      'A pays more: $201,600 over 2 years, $600 more than B.',
      'In today’s dollars (a dollar later counted 10% a year less), B leads instead: $175,289, $347 more than A.',
    ]);
  });

  it('says offers tie rather than ranking them', () => {
    const twin = { ...lakeside, name: 'Twin' };
    expect(texts(scenario([lakeside, twin])).slice(0, 5)).toEqual([
      'Lakeside and Twin pay the same at your 6,000 wRVUs: $610,000 over 2 years.',
      'In today’s dollars (a dollar later counted 10% a year less), Lakeside and Twin are worth the same: $529,752.',
      'One-time money, counted in year 1’s pay and in the totals: Lakeside $10,000 (signing bonus), Twin $10,000 (signing bonus).',
      'Lakeside and Twin cost the same to leave in year 1: at most $9,167.',
      'Lakeside and Twin cost nothing to leave in year 2.',
    ]);
    expect(texts(scenario([lakeside, twin]))).toContain('Non-compete radius: the same in every offer, 10 miles.');
  });

  it('ranks the offers whose pay is known and says which is not, and what an unknown tail lacks', () => {
    // Partial states a claims-made cover and call, no base salary and no initial term (so 2 years × 12 months of $0 to repay).
    // Premium unknown: Northgate's tail (the physician pays it) and Partial's are unknown, so leaving is compared on
    // repayments: year 1, month 1: Lakeside 9,167; Northgate 38,333.33 + 20,000 = 58,333; Partial 0.
    // Year 2: Lakeside and Partial $0, Northgate 18,333.
    const partial: ScenarioOffer = { name: 'Partial', terms: { malpracticeType: 'claims-made', callRatio: '1:4' } };
    const lines = texts(scenario([lakeside, northgate, partial], { tail: { annualPremium: null, multiplier: 2 } }));
    expect(lines.slice(0, 9)).toEqual([
      'Of the 2 offers whose pay is known, Northgate pays more at your 6,000 wRVUs: $620,000 over 2 years, $10,000 more than Lakeside.',
      'In today’s dollars (a dollar later counted 10% a year less), it leads too: $540,496, $10,744 more than Lakeside.',
      'Partial states no base salary, so its pay cannot be compared.',
      'One-time money, counted in year 1’s pay and in the totals: Lakeside $10,000 (signing bonus), Northgate $60,000 (signing bonus and relocation), Partial none.',
      'Partial has nothing to repay if you leave in year 1, before any tail coverage; Lakeside up to $9,167 (end of month 1).',
      'Northgate’s tail coverage is not known without a quote for the annual premium.',
      'Partial’s tail coverage is not known without who pays the tail coverage and a quote for the annual premium.',
      'Lakeside and Partial have nothing to repay if you leave in year 2, before any tail coverage.',
      'Non-compete radius: Lakeside 10 miles, Northgate 25 miles; not stated in Partial, so not ranked.',
    ]);
    expect(lines).toContain('Lakeside has the least call: 1 in 6 nights; Northgate 1 in 4 nights, Partial 1 in 4 nights.');
  });

  it('says once that an offer with no terms is left out, and compares the others as if it were not there', () => {
    const empty: ScenarioOffer = { name: 'Empty', terms: {} };
    expect(texts(scenario([lakeside, northgate, empty]))).toEqual([
      'Empty has no terms yet, so it is left out of this summary: add the figures you know.',
      ...texts(scenario([lakeside, northgate])),
    ]);
  });
});

describe('the verdict without expected wRVUs (no dead end)', () => {
  it('asks for them only when an offer pays per wRVU, and still says everything else', () => {
    const lines = texts(scenario([lakeside, northgate], { wrvusPerYear: { low: 0, expected: 0, high: 0 } }), { wrvusTyped: false });
    expect(lines[0]).toBe('Lakeside pays per wRVU: type your expected wRVUs a year in the assumptions to see which offer pays most.');
    expect(lines[1]).toMatch(/^One-time money/);
    expect(lines).toContain('Lakeside is cheapest to leave in year 1: at most $9,167 (end of month 1), $69,166 less than Northgate ($78,333).');
  });

  it('ranks salaried offers without naming a wRVU level', () => {
    const salaried = { ...lakeside, terms: { ...lakeside.terms, wrvuRate: undefined, wrvuThreshold: undefined } } as ScenarioOffer;
    // Lakeside 250,000 + 10,000 bonus, then 250,000: 510,000 against Northgate's 620,000.
    expect(texts(scenario([salaried, northgate], { wrvusPerYear: { low: 0, expected: 0, high: 0 } }), { wrvusTyped: false })[0]).toBe(
      'Northgate pays more: $620,000 over 2 years, $110,000 more than Lakeside.',
    );
  });
});

describe('the verdict on a relocation that reimburses expenses', () => {
  it('keeps it out of one-time pay and says so', () => {
    const reimbursed = { ...northgate, terms: { ...northgate.terms, relocationKind: 'reimbursement' } };
    // Northgate: 280,000 + 40,000 = 320,000, then 280,000: 600,000, now $10,000 less than Lakeside's 610,000.
    const lines = texts(scenario([lakeside, reimbursed]));
    expect(lines[0]).toBe('Lakeside pays more at your 6,000 wRVUs: $610,000 over 2 years, $10,000 more than Northgate.');
    expect(lines[2]).toBe(
      'One-time money, counted in year 1’s pay and in the totals: Lakeside $10,000 (signing bonus), Northgate $40,000 (signing bonus).',
    );
    expect(lines[3]).toBe(
      'Northgate’s relocation of $20,000 reimburses moving expenses: it is not pay, so it is not in the totals (it is still repaid if you leave early).',
    );
  });
});
