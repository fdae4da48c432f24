import { describe, expect, it } from 'vitest';
import { formatTermValue, negotiationFlag, productivityCheck } from './terms';

describe('negotiation flags', () => {
  const flag = (term: Parameters<typeof negotiationFlag>[0]['term'], value: number | string, all = [] as Parameters<typeof negotiationFlag>[1]) =>
    negotiationFlag({ term, value }, all);
  it('flags a non-compete over 10 miles or 12 months, and not at the limits', () => {
    expect(flag('nonCompeteMiles', 11)).toBeDefined();
    expect(flag('nonCompeteMiles', 10)).toBeUndefined();
    expect(flag('nonCompeteMonths', 13)).toBeDefined();
    expect(flag('nonCompeteMonths', 12)).toBeUndefined();
  });
  it('flags tail paid by the physician only', () => {
    expect(flag('tailPaidBy', 'physician')).toBeDefined();
    expect(flag('tailPaidBy', 'employer')).toBeUndefined();
    expect(flag('tailPaidBy', 'shared')).toBeUndefined();
  });
  it('flags notice under 90 days, either side', () => {
    expect(flag('noticeWithoutCauseDays', 60)).toBeDefined();
    expect(flag('noticeWithoutCauseDaysEmployer', 89)).toBeDefined();
    expect(flag('noticeWithoutCauseDays', 90)).toBeUndefined();
  });
  it('flags a clawback longer than the initial term', () => {
    const term = [{ term: 'initialTermMonths' as const, value: 24 }];
    expect(flag('signingBonusClawbackMonths', 36, term)).toBeDefined();
    expect(flag('relocationClawbackMonths', 24, term)).toBeUndefined();
    expect(flag('signingBonusClawbackMonths', 36)).toBeUndefined(); // no initial term found: no comparison
  });
});

describe('productivity check', () => {
  it('compares the threshold with the wRVUs the base pays for at the rate (base ÷ rate)', () => {
    const base = { term: 'baseSalary' as const, value: 265_000 };
    const rate = { term: 'wrvuRate' as const, value: 45 };
    expect(productivityCheck([base, rate, { term: 'wrvuThreshold', value: 6100 }])).toEqual({
      covered: 5889,
      threshold: 6100,
      rate: 45,
      base: 265_000,
      startsLate: true,
    });
    expect(productivityCheck([base, rate, { term: 'wrvuThreshold', value: 5800 }])?.startsLate).toBe(false);
    expect(productivityCheck([base, rate])).toBeUndefined();
  });
});

describe('formatTermValue', () => {
  it.each([
    ['baseSalary', 265_000, '$265,000 a year'],
    ['wrvuRate', 67.5, '$67.50 per wRVU'],
    ['callRatio', '1:4', '1 in 4 nights'],
    ['autoRenews', true, 'Yes'],
    ['initialTermMonths', 36, '36 months'],
    ['tailPaidBy', 'physician', 'Physician'],
  ] as const)('%s %s → %s', (term, value, text) => expect(formatTermValue(term, value)).toBe(text));
});
