import { describe, expect, it } from 'vitest';
import { termDecisionsSchema } from '#shared/contract-terms/review.ts';
import { decisionsOf, draftDecisionsOf, draftsOf, inputError, inputKind, isSettled, parseTermInput } from './term-drafts';

describe('typing a term’s value', () => {
  it('reads each convention from the field’s text', () => {
    expect(parseTermInput('baseSalary', '$265,000')).toBe(265_000);
    expect(parseTermInput('wrvuRate', '45.50')).toBe(45.5);
    expect(parseTermInput('initialTermMonths', '36')).toBe(36);
    expect(parseTermInput('initialTermMonths', '36.5')).toBeUndefined();
    expect(parseTermInput('autoRenews', 'false')).toBe(false);
    expect(parseTermInput('callRatio', ' 1:4 ')).toBe('1:4');
    expect(parseTermInput('callRatio', '4')).toBeUndefined();
    expect(parseTermInput('tailPaidBy', 'shared')).toBe('shared');
    expect(parseTermInput('ptoDays', '')).toBeUndefined();
  });

  it('offers choices where the convention has few values, and says what is wrong in the API’s words', () => {
    expect(inputKind('malpracticeType')).toMatchObject({ kind: 'choice', options: [{ value: 'claims-made' }, { value: 'occurrence' }] });
    // Staff read each choice as a person writes it, the value stays the convention's (issue 39's new terms too).
    expect(inputKind('relocationRepayment')).toEqual({
      kind: 'choice',
      options: [
        { value: 'pro-rata', label: 'Pro rata' },
        { value: 'in-full', label: 'In full' },
      ],
    });
    expect(inputKind('tailPaidBy')).toMatchObject({ options: [{ label: 'Employer' }, { label: 'Physician' }, { label: 'Shared' }] });
    expect(inputKind('autoRenews')).toMatchObject({ kind: 'choice' });
    expect(inputKind('cmeAllowance')).toEqual({ kind: 'number' });
    expect(inputError('baseSalary', 'lots')).toBe('Base salary takes an amount in US dollars a year.');
    expect(inputError('baseSalary', '')).toBeUndefined();
  });
});

describe('settling findings in the modal', () => {
  const findings = [{ term: 'baseSalary' as const }, { term: 'ptoDays' as const }, { term: 'nonCompeteMiles' as const }];

  it('counts a finding settled only once it is confirmed, struck, or corrected to a valid value', () => {
    expect(isSettled(findings[0]!, undefined)).toBe(false);
    expect(isSettled(findings[0]!, { outcome: 'confirmed' })).toBe(true);
    expect(isSettled(findings[0]!, { outcome: 'notInContract' })).toBe(true);
    expect(isSettled(findings[0]!, { outcome: 'corrected', input: 'two hundred' })).toBe(false);
    expect(isSettled(findings[0]!, { outcome: 'corrected', input: '200000' })).toBe(true);
  });

  it('sends one decision per finding and per added term, which the API’s schema takes', () => {
    const decisions = decisionsOf(
      findings,
      { baseSalary: { outcome: 'corrected', input: '271,000' }, ptoDays: { outcome: 'confirmed' }, nonCompeteMiles: { outcome: 'notInContract' } },
      [
        { term: 'cureDays', input: '45', page: '2', quote: '  ' },
        { term: 'callRatio', input: '1:3', page: '1', quote: 'One night in three.' },
      ],
    );
    expect(decisions).toEqual([
      { term: 'baseSalary', outcome: 'corrected', value: 271_000 },
      { term: 'ptoDays', outcome: 'confirmed' },
      { term: 'nonCompeteMiles', outcome: 'notInContract' },
      { term: 'cureDays', outcome: 'added', value: 45, page: 2 },
      { term: 'callRatio', outcome: 'added', value: '1:3', page: 1, quote: 'One night in three.' },
    ]);
    expect(termDecisionsSchema.safeParse(decisions).success).toBe(true);
  });
});

describe('drafts kept on the server (issue 29)', () => {
  const findings = [{ term: 'baseSalary' as const }, { term: 'ptoDays' as const }, { term: 'nonCompeteMiles' as const }];

  it('keeps only what is settled, and reads it back as the desk had it', () => {
    const decisions = draftDecisionsOf(
      findings,
      {
        baseSalary: { outcome: 'corrected', input: '271000' },
        ptoDays: { outcome: 'corrected', input: 'lots' },
        nonCompeteMiles: { outcome: 'notInContract' },
      },
      [{ term: 'cureDays', input: '30', page: '2', quote: '' }],
    );
    expect(decisions).toEqual([
      { term: 'baseSalary', outcome: 'corrected', value: 271_000 },
      { term: 'nonCompeteMiles', outcome: 'notInContract' },
      { term: 'cureDays', outcome: 'added', value: 30, page: 2 },
    ]);
    expect(termDecisionsSchema.safeParse(decisions).success).toBe(true);
    expect(draftsOf(decisions)).toEqual({
      drafts: { baseSalary: { outcome: 'corrected', input: '271000' }, nonCompeteMiles: { outcome: 'notInContract' } },
      added: [{ term: 'cureDays', input: '30', page: '2', quote: '' }],
    });
  });

  it('keeps the reviewer’s notes to the physician (issue 37), trimmed, and drops blank ones', () => {
    const drafts = {
      baseSalary: { outcome: 'corrected', input: '271000', note: '  Section 4 says $271,000; the reader took the signing bonus.  ' },
      ptoDays: { outcome: 'confirmed', note: '   ' },
      nonCompeteMiles: { outcome: 'notInContract', note: 'No radius anywhere in the contract.' },
    } as const;
    const added = [{ term: 'cureDays' as const, input: '30', page: '2', quote: '', note: 'Only in the amendment.' }];
    const decisions = draftDecisionsOf(findings, drafts, added);
    expect(decisions).toEqual([
      { term: 'baseSalary', outcome: 'corrected', value: 271_000, note: 'Section 4 says $271,000; the reader took the signing bonus.' },
      { term: 'ptoDays', outcome: 'confirmed' },
      { term: 'nonCompeteMiles', outcome: 'notInContract', note: 'No radius anywhere in the contract.' },
      { term: 'cureDays', outcome: 'added', value: 30, page: 2, note: 'Only in the amendment.' },
    ]);
    expect(decisionsOf(findings, drafts, added)).toEqual(decisions);
    expect(termDecisionsSchema.safeParse(decisions).success).toBe(true);
    expect(draftsOf(decisions)).toEqual({
      drafts: {
        baseSalary: { outcome: 'corrected', input: '271000', note: 'Section 4 says $271,000; the reader took the signing bonus.' },
        ptoDays: { outcome: 'confirmed' },
        nonCompeteMiles: { outcome: 'notInContract', note: 'No radius anywhere in the contract.' },
      },
      added: [{ term: 'cureDays', input: '30', page: '2', quote: '', note: 'Only in the amendment.' }],
    });
  });
});
