import { describe, expect, it } from 'vitest';
import { feedbackBodySchema } from '../api/staff-requests';
import { describeIssues } from '../api/errors';
import {
  checkTermDraft,
  confirmedFindings,
  isSureFinding,
  settleTerms,
  sureConfidence,
  termAgreement,
  termDecisionsSchema,
  termUnitText,
  wrongValueText,
  type TermDecision,
} from './review';
import { termKeys } from './terms';
import type { TermFinding } from './terms';

const finding = (term: TermFinding['term'], value: TermFinding['value'], page = 1): TermFinding => ({
  term,
  value,
  page,
  quote: `The ${term} is ${String(value)}.`,
  confidence: 0.9,
});
const findings = [finding('baseSalary', 250_000), finding('nonCompeteMiles', 15, 2), finding('ptoDays', 20, 3)];

const fields = (input: unknown) => {
  const result = termDecisionsSchema.safeParse(input);
  return result.success ? {} : describeIssues(result.error.issues, 'body').fields;
};

describe('term decisions schema', () => {
  it('takes each term in its own convention', () => {
    expect(
      fields([
        { term: 'baseSalary', outcome: 'corrected', value: 265_000.5 },
        { term: 'autoRenews', outcome: 'added', value: true, page: 2 },
        { term: 'callRatio', outcome: 'added', value: '1:4', page: 3, quote: ' no more than one night in four ' },
        { term: 'malpracticeType', outcome: 'added', value: 'claims-made', page: 4 },
        { term: 'tailPaidBy', outcome: 'added', value: 'shared', page: 4 },
        { term: 'ptoDays', outcome: 'confirmed' },
        { term: 'nonCompeteMiles', outcome: 'notInContract' },
      ]),
    ).toEqual({});
  });

  it.each([
    ['baseSalary', '250000', 'Base salary takes an amount in US dollars a year.'],
    ['baseSalary', -1, 'Base salary takes an amount in US dollars a year.'],
    ['initialTermMonths', 36.5, 'Initial term takes a whole number of months.'],
    ['autoRenews', 'yes', 'Renews automatically takes yes or no.'],
    ['callRatio', '4', 'Call takes a ratio such as "1:4".'],
    ['malpracticeType', 'tail', 'Malpractice insurance takes "claims-made" or "occurrence".'],
    ['tailPaidBy', 'nobody', 'Tail coverage paid by takes "employer", "physician" or "shared".'],
    ['ptoDays', true, 'Paid time off takes a whole number of days.'],
  ])('refuses a %s of %j, naming the term and the field', (term, value, message) => {
    expect(fields([{ term, outcome: 'corrected', value }])).toEqual({ '0.value': message });
  });

  it('names an unknown key, a missing value or page, and a term settled twice', () => {
    expect(fields([{ term: 'salary', outcome: 'confirmed' }])).toEqual({ '0.term': 'Unknown term.' });
    expect(fields([{ term: 'cureDays', outcome: 'added', value: 30 }])).toEqual({
      '0.page': 'Give the page where Time to cure a breach is printed.',
    });
    expect(fields([{ term: 'cureDays', outcome: 'corrected' }])).toEqual({ '0.value': 'Time to cure a breach takes a whole number of days.' });
    expect(fields([{ term: 'cureDays', outcome: 'confirmed', value: 30 }])).toEqual({
      '0.value': 'Only a corrected or added Time to cure a breach takes a value.',
    });
    expect(
      fields([
        { term: 'cureDays', outcome: 'confirmed' },
        { term: 'cureDays', outcome: 'notInContract' },
      ]),
    ).toEqual({
      '1.term': 'Time to cure a breach is settled twice.',
    });
  });

  it('is the feedback body’s terms field (still optional, and strict)', () => {
    expect(feedbackBodySchema.safeParse({ key: 'k' }).success).toBe(true);
    const wrong = feedbackBodySchema.safeParse({ key: 'k', terms: [{ term: 'wrvuRate', outcome: 'added', value: 'x', page: 1 }] });
    expect(wrong.success ? {} : describeIssues(wrong.error.issues, 'body').fields).toEqual({
      'terms.0.value': 'Pay per wRVU takes an amount in US dollars per wRVU.',
    });
  });
});

describe('settleTerms', () => {
  const all: TermDecision[] = [
    { term: 'baseSalary', outcome: 'confirmed' },
    { term: 'nonCompeteMiles', outcome: 'corrected', value: 10 },
    { term: 'ptoDays', outcome: 'notInContract' },
    { term: 'cureDays', outcome: 'added', value: 30, page: 4 },
  ];

  it('keeps the reader’s value against staff’s for every term', () => {
    const settled = settleTerms(findings, all, 4);
    expect(settled).toEqual({
      ok: true,
      terms: [
        { term: 'baseSalary', outcome: 'confirmed', readerValue: 250_000, value: 250_000, page: 1, quote: 'The baseSalary is 250000.' },
        { term: 'nonCompeteMiles', outcome: 'corrected', readerValue: 15, value: 10, page: 2, quote: 'The nonCompeteMiles is 15.' },
        { term: 'ptoDays', outcome: 'notInContract', readerValue: 20 },
        { term: 'cureDays', outcome: 'added', value: 30, page: 4 },
      ],
    });
  });

  it('refuses until every finding is settled, naming the ones left', () => {
    expect(settleTerms(findings, all.slice(0, 1))).toEqual({
      ok: false,
      field: 'terms',
      message: 'Settle every finding before you submit: Non-compete radius, Paid time off.',
    });
    expect(settleTerms(findings, []).ok).toBe(false);
  });

  it('refuses adding a term the reader found, settling one it did not, and a page past the last', () => {
    expect(settleTerms(findings, [...all.slice(1), { term: 'baseSalary', outcome: 'added', value: 1, page: 1 }])).toMatchObject({
      ok: false,
      field: 'terms.3.term',
    });
    expect(settleTerms(findings, [...all, { term: 'cmeDays', outcome: 'confirmed' }])).toMatchObject({ ok: false, field: 'terms.4.term' });
    expect(settleTerms(findings, all, 3)).toEqual({ ok: false, field: 'terms.3.page', message: 'The PDF has 3 pages.' });
  });

  it('lets staff add terms by hand when the reader found none (a scan, or still reading)', () => {
    expect(settleTerms([], [{ term: 'cureDays', outcome: 'added', value: 30, page: 1 }], 1)).toMatchObject({ ok: true });
    expect(settleTerms([], [], 1)).toEqual({ ok: true, terms: [] });
  });

  it('counts a "correction" to the reader’s own value as a confirmation', () => {
    const settled = settleTerms([finding('ptoDays', 20)], [{ term: 'ptoDays', outcome: 'corrected', value: 20 }]);
    expect(settled.ok && settled.terms[0]!.outcome).toBe('confirmed');
  });
});

describe('checkTermDraft (issue 29)', () => {
  it('takes a draft with findings still to settle, checked as a review is', () => {
    expect(checkTermDraft(findings, [{ term: 'ptoDays', outcome: 'notInContract' }], 3)).toMatchObject({ ok: true });
    expect(checkTermDraft(findings, [], 3)).toEqual({ ok: true, terms: [] });
    expect(checkTermDraft(findings, [{ term: 'cmeDays', outcome: 'confirmed' }], 3)).toEqual({
      ok: false,
      field: 'terms.0.term',
      message: 'The reader did not find CME days: add it instead.',
    });
    expect(checkTermDraft(findings, [{ term: 'cureDays', outcome: 'added', value: 30, page: 9 }], 3)).toMatchObject({
      ok: false,
      field: 'terms.0.page',
    });
  });
});

describe('what staff read about a term', () => {
  it('names every term by its label in a wrong value, never by its key', () => {
    for (const term of termKeys) expect(wrongValueText(term)).not.toContain(term);
    expect(wrongValueText('relocationClawbackMonths')).toBe('Relocation repayable for takes a whole number of months.');
  });

  it('gives the unit of every numeric term', () => {
    expect(termUnitText('baseSalary')).toBe('US dollars a year');
    expect(termUnitText('cureDays')).toBe('days');
    expect(termUnitText('nonCompeteMiles')).toBe('miles');
    expect(termUnitText('autoRenews')).toBeUndefined();
  });

  it('is sure of a finding at 0.9 or more, never of one read from a scan', () => {
    expect(sureConfidence).toBe(0.9);
    expect(isSureFinding({ confidence: 0.9 })).toBe(true);
    expect(isSureFinding({ confidence: 0.88 })).toBe(false);
    expect(isSureFinding({ confidence: 0.95, fromScan: true })).toBe(false);
  });
});

describe('confirmedFindings and termAgreement', () => {
  const settled = settleTerms(findings, [
    { term: 'baseSalary', outcome: 'confirmed' },
    { term: 'nonCompeteMiles', outcome: 'corrected', value: 10 },
    { term: 'ptoDays', outcome: 'notInContract' },
    { term: 'cureDays', outcome: 'added', value: 30, page: 4 },
  ]);
  const terms = settled.ok ? settled.terms : [];

  it('shows the physician what staff stand behind, never what they struck', () => {
    expect(confirmedFindings({ by: 's', at: 1, terms }).map((f) => [f.term, f.value, f.page])).toEqual([
      ['baseSalary', 250_000, 1],
      ['nonCompeteMiles', 10, 2],
      ['cureDays', 30, 4],
    ]);
  });

  it('measures the reader per term against staff decisions', () => {
    const agreement = termAgreement([{ terms }, { terms: [{ term: 'baseSalary', outcome: 'corrected', readerValue: 1, value: 2 }] }]);
    const of = (term: string) => agreement.find((a) => a.term === term);
    expect(of('baseSalary')).toEqual({ term: 'baseSalary', confirmed: 1, corrected: 1, notInContract: 0, added: 0, precision: 0.5, recall: 0.5 });
    expect(of('ptoDays')).toEqual({ term: 'ptoDays', confirmed: 0, corrected: 0, notInContract: 1, added: 0, precision: 0 });
    expect(of('cureDays')).toEqual({ term: 'cureDays', confirmed: 0, corrected: 0, notInContract: 0, added: 1, recall: 0 });
    expect(of('cmeDays')).toEqual({ term: 'cmeDays', confirmed: 0, corrected: 0, notInContract: 0, added: 0 });
  });
});
