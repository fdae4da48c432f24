import { describe, expect, it } from 'vitest';
import { termFamilies } from '#shared/contract-terms/terms.ts';
import { familyTitle, familyWords, matchedWords, ruleWords, traceSentence } from './finding-trace';

describe('how a finding was read, in words (issue 38)', () => {
  it('says the family, the rule and the matched entry in one sentence', () => {
    expect(traceSentence({ family: 'notice', rule: 'notice.eachPartyInOneSentence', matched: 'either party may terminate' }, '')).toBe(
      `Found by the notice and cure rule 'each party in one sentence', matching "either party may terminate".`,
    );
    expect(traceSentence({ family: 'pay', rule: 'salary.perYear' }, 'a quote')).toBe(`Found by the pay rule 'salary per year'.`);
  });

  it('names every family in words', () => {
    for (const family of termFamilies) expect(familyWords(family)).toMatch(/^[a-z][a-zA-Z ]+$/);
    expect(familyWords('timeOff')).toBe('time off and CME');
    expect(familyWords('bonuses')).toBe('bonuses and repayment');
    expect(familyTitle('notice')).toBe('Notice and cure');
  });

  it('reads a rule id as words, keeping acronyms and numbers apart', () => {
    expect(ruleWords({ family: 'timeOff', rule: 'cmeDays.CMEAllowance' })).toBe('cme days CME allowance');
    expect(ruleWords({ family: 'call', rule: 'ratio_oneIn4' })).toBe('ratio one in 4');
    expect(ruleWords({ family: 'term', rule: 'term' })).toBe('term');
  });
});

describe('the words a vocabulary entry matched', () => {
  it('says the words of the sentence a pattern entry matched, not the pattern', () => {
    const trace = { matched: String.raw`\bannual\s+(?:base\s+)?salary\b` };
    expect(matchedWords(trace, 'The Clinic pays an Annual   Base salary of $312,000.')).toBe('Annual Base salary');
  });
  it('says a phrase as listed when it is no pattern or the quote does not hold it', () => {
    expect(matchedWords({ matched: 'repay* … in full' }, 'repaid in full within a year')).toBe('repay* … in full');
    expect(matchedWords({ matched: '(unclosed' }, 'anything')).toBe('(unclosed');
    expect(matchedWords({}, 'anything')).toBeUndefined();
  });
});
