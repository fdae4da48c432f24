import { describe, expect, it } from 'vitest';
import { findTerms } from '#shared/contract-terms/extract.ts';
import { repaymentFindings } from './bonuses-repayment.ts';
import type { TermKey } from '#shared/contract-terms/terms.ts';

/** What the reader finds for a term in pages of text (undefined: nothing). */
const read = (pages: string | string[], term: TermKey) => findTerms(typeof pages === 'string' ? [pages] : pages).find((f) => f.term === term);
const valueOf = (pages: string | string[], term: TermKey) => read(pages, term)?.value;

describe('how the signing bonus is repaid', () => {
  it('in full: "repay … in full", "the entire bonus", "the full amount"', () => {
    expect(valueOf('Dr. Amsel will repay the sign-on bonus in full should she resign before her first anniversary.', 'signingBonusRepayment')).toBe(
      'in-full',
    );
    expect(
      valueOf('The Clinic pays a signing bonus of $18,000. Leaving within two years means returning the entire bonus.', 'signingBonusRepayment'),
    ).toBe(
      undefined, // "returning the entire" is not a listed phrase: never guessed
    );
    expect(valueOf('If the doctor departs inside 12 months, the doctor shall repay the entire signing bonus.', 'signingBonusRepayment')).toBe(
      'in-full',
    );
    expect(valueOf('Signing bonus: $9,000. The full amount is repayable if you leave within 12 months.', 'signingBonusRepayment')).toBe('in-full');
  });

  it('pro rata: "pro rata", "prorated", "a proportionate share", a share a month, "reduced by … for each month"', () => {
    for (const sentence of [
      'The hiring bonus must be repaid pro rata if you quit before month 24.',
      'Should you leave early you will repay a prorated part of the signing bonus.',
      'You will repay a proportionate share of the signing bonus if you go before three years.',
      'The signing bonus is forgiven at 1/24th for each month served; what is not forgiven must be repaid on leaving.',
      'The physician shall repay the signing bonus reduced by $1,000 for each month of service completed.',
    ])
      expect(valueOf(sentence, 'signingBonusRepayment'), sentence).toBe('pro-rata');
  });

  it('a reduction beside "the full amount" makes it pro rata', () => {
    expect(valueOf('You will repay the full signing bonus less 1/12 for each full month you worked.', 'signingBonusRepayment')).toBe('pro-rata');
  });

  it('silence gives no finding: "repay the signing bonus" alone says neither', () => {
    expect(read('If you leave within a year you must repay the signing bonus.', 'signingBonusRepayment')).toBeUndefined();
    expect(read('We will pay you a $20,000 signing bonus on your first day.', 'signingBonusRepayment')).toBeUndefined();
  });

  it('near misses: "in full force and effect", a salary paid in full, a prorated productivity bonus, "not forgiven monthly"', () => {
    expect(read('The signing bonus section shall remain in full force and effect after any amendment.', 'signingBonusRepayment')).toBeUndefined();
    expect(read('Your signing bonus will be paid in full on the start date.', 'signingBonusRepayment')).toBeUndefined();
    expect(
      read('Any productivity bonus for a partial year is prorated; salary is earned through the last day.', 'signingBonusRepayment'),
    ).toBeUndefined();
    expect(read('The relocation allowance is not forgiven monthly and is not repayable.', 'relocationRepayment')).toBeUndefined();
  });

  it('finding carries its page, its sentence and how it was read', () => {
    const finding = read(
      [
        'Offer letter. Your base salary is $300,000 per year.',
        'Signing bonus. $25,000 at signing. Leave within 24 months and you repay it pro rata.',
      ],
      'signingBonusRepayment',
    );
    expect(finding).toMatchObject({
      value: 'pro-rata',
      page: 2,
      quote: 'Leave within 24 months and you repay it pro rata.',
      trace: { family: 'bonuses', rule: 'repayment.proRata', matched: 'pro rata' },
    });
    expect(finding!.confidence).toBeGreaterThan(0);
    expect(finding!.confidence).toBeLessThan(0.9);
  });
});

describe('how relocation is repaid', () => {
  it('one sentence covering both: the signing bonus and relocation are each found', () => {
    const text = 'The signing bonus and the moving allowance are repayable in full if the physician leaves in the first year.';
    expect(valueOf(text, 'signingBonusRepayment')).toBe('in-full');
    expect(valueOf(text, 'relocationRepayment')).toBe('in-full');
  });

  it('one sentence giving each its own method: each takes the one beside it', () => {
    const text = 'Physician shall repay the signing bonus in full; the relocation reimbursement shall be repaid pro rata.';
    expect(valueOf(text, 'signingBonusRepayment')).toBe('in-full');
    expect(valueOf(text, 'relocationRepayment')).toBe('pro-rata');
  });

  it('"full amount … if … leaves within 12 months", in the relocation paragraph', () => {
    const text = 'Relocation. We cover moving costs up to $20,000. If Dr. Sullivan leaves within twelve (12) months, the full amount must be repaid.';
    expect(valueOf(text, 'relocationRepayment')).toBe('in-full');
    expect(read(text, 'signingBonusRepayment')).toBeUndefined();
  });

  it('"on the same terms as the signing bonus": the bonus\'s method', () => {
    const text = [
      'The signing bonus of $30,000 is forgiven pro rata over 24 months, and the unforgiven part is repaid on leaving.',
      'Relocation. Moving expenses up to $12,000 are reimbursed and are repayable on the same terms as the signing bonus.',
    ].join('\n\n');
    expect(read(text, 'relocationRepayment')).toMatchObject({ value: 'pro-rata', trace: { rule: 'repayment.sameAsSigningBonus' } });
  });

  it('"that amount … on the same terms as the signing bonus", in the sentence after the one naming relocation', () => {
    // One paragraph, as a PDF's text often runs: the bonus's clause, then the relocation's two sentences.
    const text = [
      'Signing bonus. $15,000, which the doctor repays in full if she leaves within a year.',
      '4.2 Moving. The Clinic reimburses relocation costs up to $9,000.',
      'The doctor repays that amount on the same terms and within the same time as the signing bonus.',
    ].join(' ');
    expect(valueOf(text, 'relocationRepayment')).toBe('in-full');
  });

  it('other pay in a relocation paragraph ("a prorated productivity bonus", salary earned) is no repayment of relocation', () => {
    const text =
      'Relocation. Moving expenses up to $10,000 are reimbursed. On termination the Group pays the salary earned to that date and a prorated productivity bonus.';
    expect(read(text, 'relocationRepayment')).toBeUndefined();
  });

  it('"not subject to repayment": nothing', () => {
    expect(read('Relocation: up to $8,000 of moving expenses, not subject to repayment.', 'relocationRepayment')).toBeUndefined();
  });
});

describe('relocation paid as reimbursement or cash', () => {
  it('reimbursement: "reimburse … moving expenses", documented or actual expenses, "up to $X of … expenses"', () => {
    for (const sentence of [
      'The Group will reimburse your moving expenses up to $9,500.',
      'Relocation: documented expenses of your move, to a cap of $14,000.',
      'Relocation. Up to $6,000 of household moving expenses, on receipts.',
    ])
      expect(valueOf(sentence, 'relocationKind'), sentence).toBe('reimbursement');
  });

  it('cash: a relocation bonus, stipend or allowance paid, a lump sum', () => {
    for (const sentence of [
      'You will receive a relocation bonus of $10,000 with your first paycheck.',
      'Relocation. A $7,000 lump sum toward your move, paid on your start date.',
      'The hospital pays a relocation stipend of $5,000 on arrival.',
      'A relocation allowance of $8,000 will be paid with the first payroll; no receipts are needed.',
    ])
      expect(valueOf(sentence, 'relocationKind'), sentence).toBe('cash');
  });

  it('near misses: CME reimbursement is not relocation; "relocation assistance" says neither; the physician reimbursing the employer', () => {
    expect(read('The Practice will reimburse CME expenses up to $3,000 a year.', 'relocationKind')).toBeUndefined();
    expect(read('We will provide up to $15,000 in relocation assistance.', 'relocationKind')).toBeUndefined();
    expect(
      read('Relocation. If you resign within a year, you shall reimburse the Hospital the full relocation payment.', 'relocationKind'),
    ).toBeUndefined();
  });
});

describe('repaymentFindings on its own', () => {
  it('uses the findings already made: a clawback clause the reader tied to relocation tells whose repayment an unnamed sentence is', () => {
    const pages = ['5. Extras. We pay your movers up to $10,000. If you go within 24 months, you will repay a pro rata share.'];
    const clawback = {
      term: 'relocationClawbackMonths' as const,
      value: 24,
      page: 1,
      quote: 'If you go within 24 months, you will repay a pro rata share.',
      confidence: 0.8,
    };
    expect(repaymentFindings(pages, []).map((f) => f.term)).toEqual([]);
    expect(repaymentFindings(pages, [clawback])).toEqual([
      expect.objectContaining({
        term: 'relocationRepayment',
        value: 'pro-rata',
        page: 1,
        trace: { family: 'bonuses', rule: 'repayment.proRata', matched: 'pro rata' },
      }),
    ]);
  });
});
