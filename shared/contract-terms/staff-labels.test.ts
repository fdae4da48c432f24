import { describe, expect, it } from 'vitest';
import { staffTermLabel, staffTermLabels } from './staff-labels';
import { termInfo, termKeys } from './terms';

describe('the terms as staff name them', () => {
  it('names the contract’s parties where the physician’s pages say "you"', () => {
    expect(staffTermLabel('noticeWithoutCauseDays')).toBe("Physician's notice without cause");
    expect(staffTermLabel('noticeWithoutCauseDaysEmployer')).toBe("Employer's notice without cause");
    // The physician's pages keep their own words.
    expect(termInfo.noticeWithoutCauseDays.label).toBe('Your notice to leave without cause');
  });

  it('has one label per term, none speaking to the physician, none alike', () => {
    expect(Object.keys(staffTermLabels).sort()).toEqual([...termKeys].sort());
    for (const term of termKeys) {
      expect(staffTermLabel(term)).not.toMatch(/\b(you|your)\b/i);
      expect(staffTermLabel(term)).not.toContain(term);
    }
    expect(new Set(Object.values(staffTermLabels)).size).toBe(termKeys.length);
  });
});
