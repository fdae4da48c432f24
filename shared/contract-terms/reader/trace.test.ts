import { describe, expect, it } from 'vitest';
import { readContract } from '#functions/services/contract-reader.ts';
import { termFamilies, type TermFamily, type TermKey } from '#shared/contract-terms/terms.ts';
import { corpus } from '#test/fixtures/contracts/corpus.ts';
import { makeCorpusPdf } from '#test/fixtures/contracts/make-pdfs.ts';
import { bonusesTerms } from './families/bonuses.ts';
import { callTerms } from './families/call.ts';
import { covenantsTerms } from './families/covenants.ts';
import { insuranceTerms } from './families/insurance.ts';
import { noticeTerms } from './families/notice.ts';
import { payTerms } from './families/pay.ts';
import { productivityTerms } from './families/productivity.ts';
import { termTerms } from './families/term.ts';
import { timeOffTerms } from './families/time-off.ts';
import { findTerms } from './reader.ts';

/** The terms each family module finds, as the module declares them. */
const familyTerms: Record<TermFamily, readonly TermKey[]> = {
  pay: payTerms,
  productivity: productivityTerms,
  bonuses: bonusesTerms,
  term: termTerms,
  covenants: covenantsTerms,
  insurance: insuranceTerms,
  notice: noticeTerms,
  timeOff: timeOffTerms,
  call: callTerms,
};

describe('how a finding was read (trace)', () => {
  it('every finding on the own corpus names the family module that found it, a rule id, and its vocabulary entry when it had one', async () => {
    let findings = 0;
    for (const doc of corpus().filter((d) => d.paragraphs.length > 0)) {
      const reading = await readContract((await makeCorpusPdf({ ...doc, scan: false })).bytes);
      for (const f of reading.terms) {
        findings++;
        expect(f.trace, `${doc.name} ${f.term}`).toBeDefined();
        expect(termFamilies).toContain(f.trace!.family);
        expect(familyTerms[f.trace!.family], `${doc.name} ${f.term} from ${f.trace!.family}`).toContain(f.term);
        expect(f.trace!.rule).toMatch(/^[a-z][A-Za-z]*\.[a-z][A-Za-z]*$/);
        if (f.trace!.matched !== undefined) expect(f.trace!.matched).not.toBe('');
      }
    }
    expect(findings).toBeGreaterThan(400);
  }, 120_000);

  it('every term is found by exactly one family', () => {
    const all = Object.values(familyTerms).flat();
    expect(new Set(all).size).toBe(all.length);
  });

  it('names the vocabulary entry a figure was given to, as listed', () => {
    const [salary] = findTerms(['The Clinic will pay you an annual salary of $312,000, paid every other Friday.']);
    expect(salary).toMatchObject({
      term: 'baseSalary',
      trace: { family: 'pay', rule: 'salary.named', matched: String.raw`\bannual\s+(?:base\s+)?salary\b` },
    });
  });
});
