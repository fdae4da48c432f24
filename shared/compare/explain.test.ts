import { describe, expect, it } from 'vitest';
import { compareOffers } from './compare';
import { explainFigure, figureRefs } from './explain';
import type { ComparisonResult, Figure, FigureRef, Scenario, ScenarioOffer } from './types';

const mercy: ScenarioOffer = {
  name: 'Mercy',
  terms: {
    baseSalary: 300_000,
    guaranteeMonths: 6,
    wrvuThreshold: 5000,
    wrvuRate: 50,
    signingBonus: 20_000,
    signingBonusClawbackMonths: 24,
    relocation: 10_000,
    relocationClawbackMonths: 12,
    initialTermMonths: 24,
    malpracticeType: 'claims-made',
    tailPaidBy: 'shared',
  },
};
const valley: ScenarioOffer = { name: 'Valley', terms: { baseSalary: 250_000, wrvuRate: 45, malpracticeType: 'occurrence' } };
const hill: ScenarioOffer = { name: 'Hill', terms: { wrvuRate: 50, tailPaidBy: 'physician', initialTermMonths: 3 } };

const scenario: Scenario = {
  years: 3,
  discountRate: 0.05,
  wrvusPerYear: { low: 4800, expected: 6000, high: 7200 },
  tail: { annualPremium: 20_000, multiplier: 2 },
  repayment: 'prorated',
  offers: [mercy, valley, hill],
};

/** The figure compareOffers gives at a place. */
function figureAt(result: ComparisonResult, ref: FigureRef): Figure | readonly number[] {
  switch (ref.kind) {
    case 'pay':
      return result.offers[ref.offer]!.years[ref.year - 1]![ref.level];
    case 'total':
    case 'npv':
      return result.offers[ref.offer]![ref.kind][ref.level];
    case 'costToLeave':
      return result.offers[ref.offer]!.costToLeave[ref.month - 1]![ref.part];
    case 'breakEven':
      return result.breakEven.find((pair) => pair.a === scenario.offers[ref.a]!.name && pair.b === scenario.offers[ref.b]!.name)!.wrvus;
  }
}

describe('explainFigure', () => {
  it('explains every figure of the comparison with the value the comparison shows, and a reason for each null', () => {
    const result = compareOffers(scenario);
    const refs = figureRefs(scenario);
    // Per offer: 3 years × 3 levels + 3 totals + 3 present values, and 3 parts per month of leaving; 3 pairs.
    expect(refs).toHaveLength(3 * 15 + (24 + 36 + 3) * 3 + 3);
    for (const ref of refs) {
      const explanation = explainFigure(scenario, ref);
      expect(explanation.value, JSON.stringify(ref)).toEqual(figureAt(result, ref));
      expect(explanation.missing.length > 0, JSON.stringify(ref)).toBe(explanation.value === null);
      expect(explanation.formula.length).toBeGreaterThan(10);
    }
  });

  it('says the pay formula in words with the figures put in', () => {
    // Year 1 with a 6-month guarantee: 300,000 + ½ × (6,000 − 5,000) × 50 + 20,000 + 10,000 = 355,000.
    const explanation = explainFigure(scenario, { kind: 'pay', offer: 0, year: 1, level: 'expected' });
    expect(explanation.value).toBe(355_000);
    expect(explanation.formula).toBe(
      'Base salary $300,000 + productivity: 50% of the year after the 6-month guarantee × (6,000 − 5,000 wRVUs) × $50 per wRVU + signing bonus $20,000 + relocation $10,000',
    );
    expect(explanation.inputs).toEqual([
      { kind: 'term', offer: 0, term: 'baseSalary', value: 300_000 },
      { kind: 'term', offer: 0, term: 'guaranteeMonths', value: 6 },
      { kind: 'assumption', name: 'wrvus', value: 6000, source: 'Your expected wRVUs a year.' },
      { kind: 'term', offer: 0, term: 'wrvuThreshold', value: 5000 },
      { kind: 'term', offer: 0, term: 'wrvuRate', value: 50 },
      { kind: 'term', offer: 0, term: 'signingBonus', value: 20_000 },
      { kind: 'term', offer: 0, term: 'relocation', value: 10_000 },
    ]);
    expect(explanation.missing).toEqual([]);
    expect(explanation.chapter).toBe(4); // wRVUs, thresholds and conversion rates
  });

  it('shows where a threshold of base ÷ rate comes from, and where a default wRVU level does', () => {
    // 4,800 wRVUs (80% of 6,000) against 250,000 ÷ 45 = 5,555.56: no productivity pay.
    const explanation = explainFigure(scenario, { kind: 'pay', offer: 1, year: 2, level: 'low' });
    expect(explanation.value).toBe(250_000);
    expect(explanation.formula).toBe(
      'Base salary $250,000. No productivity pay: 4,800 wRVUs is not above the 5,555.56-wRVU threshold. The threshold is the wRVUs your base salary already pays for at that rate: $250,000 ÷ $45 = 5,555.56.',
    );
    expect(explanation.inputs).toContainEqual({
      kind: 'assumption',
      name: 'wrvus',
      value: 4800,
      source: '80% of your expected 6,000 wRVUs: the low case when you give none.',
    });
    expect(explanation.inputs.map((input) => (input.kind === 'term' ? input.term : input.name))).toEqual(['baseSalary', 'wrvus', 'wrvuRate']);
  });

  it('names the missing base salary instead of a figure', () => {
    for (const ref of [
      { kind: 'pay', offer: 2, year: 1, level: 'expected' },
      { kind: 'total', offer: 2, level: 'high' },
      { kind: 'npv', offer: 2, level: 'low' },
      { kind: 'breakEven', a: 0, b: 2 },
    ] as const) {
      const explanation = explainFigure(scenario, ref);
      expect(explanation.value).toBeNull();
      expect(explanation.missing).toEqual(['baseSalary']);
    }
    expect(explainFigure(scenario, { kind: 'total', offer: 2, level: 'high' }).formula).toBe(
      'Pay over 3 years: not known, the offer states no base salary.',
    );
  });

  it('explains the present value with the discount rate and where it comes from', () => {
    const explanation = explainFigure(scenario, { kind: 'npv', offer: 1, level: 'expected' });
    // 270,000 a year: 270,000 ÷ 1.05 + 270,000 ÷ 1.1025 + 270,000 ÷ 1.157625 = 257,142.86 + 244,897.96 + 233,236.15 = 735,276.97
    expect(explanation.value).toBe(735_277);
    expect(explanation.formula).toContain('$270,000 ÷ 1.05 + $270,000 ÷ 1.05² + $270,000 ÷ 1.05³');
    expect(explanation.inputs).toContainEqual(
      expect.objectContaining({ kind: 'assumption', name: 'discountRate', value: 0.05, source: expect.stringMatching(/^The default, 5% a year/) }),
    );
    expect(explanation.inputs).toContainEqual(
      expect.objectContaining({ kind: 'assumption', name: 'years', value: 3, source: expect.stringMatching(/^Your assumption/) }),
    );
    const own = explainFigure({ ...scenario, discountRate: 0.035 }, { kind: 'npv', offer: 1, level: 'expected' });
    expect(own.formula).toContain('÷ 1.035²');
    expect(own.inputs).toContainEqual(expect.objectContaining({ name: 'discountRate', source: expect.stringMatching(/^Your assumption/) }));
    expect(own.chapter).toBe(3);
  });

  it('explains what is repaid on leaving, pro rata, with chapter 6', () => {
    // Month 10: 20,000 × (24 − 10) ÷ 24 = 11,666.67 + 10,000 × (12 − 10) ÷ 12 = 1,666.67 → 13,333.33 → 13,333.
    const explanation = explainFigure(scenario, { kind: 'costToLeave', offer: 0, month: 10, part: 'repay' });
    expect(explanation.value).toBe(13_333);
    expect(explanation.formula).toBe(
      'What you repay on leaving at the end of month 10: signing bonus $20,000 × (24 − 10) ÷ 24, the part of its 24-month clawback still to serve (Repaid pro rata: assumption); plus relocation $10,000 × (12 − 10) ÷ 12, the part of its 12-month clawback still to serve (Repaid pro rata: assumption).',
    );
    expect(explanation.inputs.at(-1)).toEqual(expect.objectContaining({ kind: 'assumption', name: 'repayment', value: 'prorated' }));
    expect(explanation.chapter).toBe(6);
    // Month 12: the relocation clawback has ended.
    expect(explainFigure(scenario, { kind: 'costToLeave', offer: 0, month: 12, part: 'repay' }).formula).toContain(
      'relocation $10,000: nothing, its 12-month clawback has ended',
    );
  });

  it('explains the tail with the multiplier and premium and their sources, with chapter 9', () => {
    // Shared: ½ × 2 × 20,000 = 20,000.
    const explanation = explainFigure(scenario, { kind: 'costToLeave', offer: 0, month: 1, part: 'tail' });
    expect(explanation.value).toBe(20_000);
    expect(explanation.formula).toBe('Claims-made cover: tail coverage costs your share ½ (shared with the employer) × 2 × $20,000 annual premium.');
    expect(explanation.inputs).toEqual([
      { kind: 'term', offer: 0, term: 'malpracticeType', value: 'claims-made' },
      { kind: 'term', offer: 0, term: 'tailPaidBy', value: 'shared' },
      {
        kind: 'assumption',
        name: 'tailMultiplier',
        value: 2,
        source: 'The default, 2: tail coverage often costs one and a half to three times the annual claims-made premium (course chapter 9).',
      },
      { kind: 'assumption', name: 'annualPremium', value: 20_000, source: 'Your quote for the annual claims-made malpractice premium.' },
    ]);
    expect(explanation.chapter).toBe(9);
  });

  it('says what an unknown tail lacks, and the total of leaving is unknown with it', () => {
    const unknownPremium = { ...scenario, tail: { annualPremium: null, multiplier: 2 } };
    const tail = explainFigure(unknownPremium, { kind: 'costToLeave', offer: 0, month: 1, part: 'tail' });
    expect(tail).toMatchObject({ value: null, missing: ['annualPremium'] });
    expect(tail.formula).toContain('Not known without a quote for the annual premium.');
    const total = explainFigure(unknownPremium, { kind: 'costToLeave', offer: 0, month: 1, part: 'total' });
    expect(total).toMatchObject({ value: null, missing: ['annualPremium'], chapter: 10 });
    expect(total.formula).toBe('Leaving at the end of month 1: repayments $28,333 + tail coverage (not known).');
    // Hill: a physician-paid tail of unknown cover type.
    expect(explainFigure(scenario, { kind: 'costToLeave', offer: 2, month: 1, part: 'tail' }).missing).toEqual(['malpracticeType']);
  });

  it('explains switch points with both offers’ terms, each named by its offer', () => {
    // Year 2 is Mercy's first full year (6-month guarantee): Mercy 300,000 + 50 × (W − 5,000) = 50 × W + 50,000
    // against Valley max(250,000, 45 × W): Mercy always ahead.
    const explanation = explainFigure(scenario, { kind: 'breakEven', a: 0, b: 1 });
    expect(explanation.value).toEqual([]);
    expect(explanation.formula).toBe(
      'Recurring pay in year 2 (the first year both pay full productivity), without signing bonus or relocation: Mercy $300,000 + $50 per wRVU above 5,000; Valley $250,000 + $45 per wRVU above 5,555.56. Mercy pays at least as much at every level from 0 to 20,000 wRVUs: no switch point.',
    );
    expect(explanation.inputs.map((input) => (input.kind === 'term' ? `${input.offer}:${input.term}` : input.name))).toEqual([
      '0:baseSalary',
      '0:guaranteeMonths',
      '0:wrvuThreshold',
      '0:wrvuRate',
      '1:baseSalary',
      '1:wrvuRate',
    ]);
    expect(explanation.chapter).toBe(4);

    // Two switches (see compare.test.ts): Y leads, X from 5,401, Y again from 7,001.
    const x: ScenarioOffer = { name: 'X', terms: { baseSalary: 300_000, wrvuThreshold: 5000, wrvuRate: 50 } };
    const y: ScenarioOffer = { name: 'Y', terms: { baseSalary: 320_000, wrvuThreshold: 6000, wrvuRate: 80 } };
    const two = explainFigure({ ...scenario, offers: [x, y] }, { kind: 'breakEven', a: 0, b: 1 });
    expect(two.value).toEqual([5401, 7001]);
    expect(two.formula).toContain(
      'Y pays more at the lowest levels; then, from 0 to 20,000 wRVUs, X pays more from 5,401 wRVUs, then Y pays more from 7,001 wRVUs.',
    );
  });

  it('takes the chapter that teaches each figure', () => {
    const chapter = (ref: FigureRef) => explainFigure(scenario, ref).chapter;
    expect(chapter({ kind: 'pay', offer: 1, year: 1, level: 'expected' })).toBe(4); // productivity pay
    expect(chapter({ kind: 'pay', offer: 0, year: 1, level: 'expected' })).toBe(4);
    expect(chapter({ kind: 'pay', offer: 2, year: 1, level: 'expected' })).toBe(4);
    const guaranteed = { ...scenario, offers: [{ name: 'G', terms: { ...mercy.terms, guaranteeMonths: 12 } }] };
    expect(explainFigure(guaranteed, { kind: 'pay', offer: 0, year: 1, level: 'expected' }).chapter).toBe(3); // inside the guarantee: compensation models
    expect(chapter({ kind: 'total', offer: 0, level: 'expected' })).toBe(3);
    expect(chapter({ kind: 'costToLeave', offer: 0, month: 1, part: 'repay' })).toBe(6);
    expect(chapter({ kind: 'costToLeave', offer: 0, month: 1, part: 'tail' })).toBe(9);
    expect(chapter({ kind: 'costToLeave', offer: 0, month: 1, part: 'total' })).toBe(10);
  });
});

describe('"why?" of the contract\'s own repayment terms and a reimbursement (issue 39)', () => {
  const northgate: ScenarioOffer = {
    name: 'Northgate',
    terms: {
      baseSalary: 300_000,
      signingBonus: 25_000,
      signingBonusClawbackMonths: 24,
      relocation: 20_000,
      relocationKind: 'reimbursement',
      relocationClawbackMonths: 12,
      relocationRepayment: 'in-full',
      malpracticeType: 'occurrence',
    },
  };
  const withNorthgate: Scenario = { ...scenario, offers: [northgate] };

  it("says which rule each repayment follows: the contract's term (as an input) or the assumption", () => {
    // Month 6: 25,000 × 18 ÷ 24 = 18,750 + 20,000 in full = 38,750.
    const explanation = explainFigure(withNorthgate, { kind: 'costToLeave', offer: 0, month: 6, part: 'repay' });
    expect(explanation.value).toBe(38_750);
    expect(explanation.formula).toBe(
      "What you repay on leaving at the end of month 6: signing bonus $25,000 × (24 − 6) ÷ 24, the part of its 24-month clawback still to serve (Repaid pro rata: assumption); plus relocation (a reimbursement of expenses) $20,000 in full, as you leave within its 12-month clawback (Repaid in full: the contract's term).",
    );
    expect(explanation.inputs).toContainEqual({ kind: 'term', offer: 0, term: 'relocationRepayment', value: 'in-full' });
    expect(explanation.inputs).toContainEqual({ kind: 'term', offer: 0, term: 'relocationKind', value: 'reimbursement' });
    expect(explanation.inputs).toContainEqual(expect.objectContaining({ kind: 'assumption', name: 'repayment', value: 'prorated' }));
  });

  it('uses no assumption when the contract states how each is repaid', () => {
    const stated = { ...northgate, terms: { ...northgate.terms, signingBonusRepayment: 'in-full' } };
    const explanation = explainFigure({ ...scenario, offers: [stated] }, { kind: 'costToLeave', offer: 0, month: 6, part: 'repay' });
    expect(explanation.value).toBe(45_000);
    expect(explanation.inputs.filter((input) => input.kind === 'assumption')).toEqual([]);
    expect(explanation.formula).not.toContain('assumption');
  });

  it('shows a reimbursement as not pay in year 1', () => {
    const explanation = explainFigure(withNorthgate, { kind: 'pay', offer: 0, year: 1, level: 'expected' });
    expect(explanation.value).toBe(325_000);
    expect(explanation.formula).toBe(
      'Base salary $300,000 + signing bonus $25,000. No productivity pay: the offer states no pay per wRVU. Relocation $20,000 is a reimbursement of your moving expenses, not pay: it is not counted.',
    );
    expect(explanation.inputs).toContainEqual({ kind: 'term', offer: 0, term: 'relocationKind', value: 'reimbursement' });
  });
});
