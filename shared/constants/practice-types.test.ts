import { describe, expect, it } from 'vitest';
import { practiceTypeLabel, practiceTypeSchema, practiceTypes, practiceTypeValues } from './practice-types';

describe('practice types', () => {
  it('stores exactly the spec values, in form order, with readable labels', () => {
    expect(practiceTypes).toEqual([
      { value: 'academic', label: 'Academic' },
      { value: 'private_practice', label: 'Private Practice' },
      { value: 'hospital_based', label: 'Hospital Based' },
      { value: 'government', label: 'Government' },
    ]);
  });

  it('labels a stored value', () => {
    expect(practiceTypeLabel('hospital_based')).toBe('Hospital Based');
  });

  it('schema accepts every stored value and rejects labels or unknown values', () => {
    for (const value of practiceTypeValues) expect(practiceTypeSchema.parse(value)).toBe(value);
    expect(practiceTypeSchema.safeParse('Private Practice').success).toBe(false);
    expect(practiceTypeSchema.safeParse('locum').success).toBe(false);
    expect(practiceTypeSchema.safeParse('').success).toBe(false);
  });
});
