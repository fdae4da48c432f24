import { describe, expect, it, vi } from 'vitest';
import { settleTerms, type TermReview } from '#shared/contract-terms/review.ts';
import { getRequest } from '../adapters/requests';
import { myRequestTerms, requestTermsOf, settledTermsOf } from './request-terms';

vi.mock('../adapters/requests', () => ({ getRequest: vi.fn() }));

const findings = [
  { term: 'nonCompeteMonths', value: 12, page: 3, quote: 'for a period of twelve (12) months' },
  { term: 'baseSalary', value: 250_000, page: 1, quote: 'an annual base salary of $250,000' },
  { term: 'cureDays', value: 30, page: 4, quote: 'thirty (30) days to cure' },
] as const;

function reviewed(): TermReview {
  const settled = settleTerms(findings, [
    { term: 'nonCompeteMonths', outcome: 'corrected', value: 30, note: 'Section 9.2 extends the period to thirty months.' },
    { term: 'baseSalary', outcome: 'confirmed' },
    { term: 'cureDays', outcome: 'notInContract', note: 'This sentence is in the exhibit, not the agreement.' },
    { term: 'cmeDays', outcome: 'added', value: 5, page: 2 },
  ]);
  if (!settled.ok) throw new Error(settled.message);
  return { by: 'staff-1', at: 1, terms: settled.terms };
}

describe("the physician's view of a reviewed request's terms (issue 37)", () => {
  it('keeps what each correction replaced and the reviewer’s notes, and names the terms found absent', () => {
    expect(settledTermsOf(reviewed())).toEqual([
      { term: 'nonCompeteMonths', outcome: 'corrected', readerValue: 12, note: 'Section 9.2 extends the period to thirty months.' },
      { term: 'baseSalary', outcome: 'confirmed', readerValue: 250_000 },
      { term: 'cureDays', outcome: 'notInContract', readerValue: 30, note: 'This sentence is in the exhibit, not the agreement.' },
      { term: 'cmeDays', outcome: 'added' },
    ]);
  });

  it('shows the corrected value with the reader’s page and sentence, and leaves out the term found absent', () => {
    const terms = requestTermsOf({ termReview: reviewed() });
    expect(terms.confirmed).toBe(true);
    expect(terms.terms.find((t) => t.term === 'nonCompeteMonths')).toMatchObject({ value: 30, page: 3, quote: 'for a period of twelve (12) months' });
    expect(terms.terms.some((t) => t.term === 'cureDays')).toBe(false);
    // Staff ids and dates stay on the record.
    expect(JSON.stringify(settledTermsOf(reviewed()))).not.toContain('staff-1');
  });

  it("answers the owner with how each term was settled, and anyone else's id with 404", async () => {
    vi.mocked(getRequest).mockResolvedValueOnce({ termReview: reviewed() } as Awaited<ReturnType<typeof getRequest>>);
    const mine = await myRequestTerms('user-1', 'contractReview', '1700000000000');
    expect(vi.mocked(getRequest)).toHaveBeenCalledWith('user-1', 'contractReview', 1_700_000_000_000);
    expect(mine.settled?.find((t) => t.term === 'nonCompeteMonths')).toEqual({
      term: 'nonCompeteMonths',
      outcome: 'corrected',
      readerValue: 12,
      note: 'Section 9.2 extends the period to thirty months.',
    });
    vi.mocked(getRequest).mockResolvedValueOnce(undefined);
    await expect(myRequestTerms('user-2', 'contractReview', '1700000000000')).rejects.toMatchObject({ statusCode: 404 });
  });
});
