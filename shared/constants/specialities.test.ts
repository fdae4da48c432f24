import { describe, expect, expectTypeOf, it } from 'vitest';
import {
  specialities,
  specialityLabel,
  specialityLabels,
  specialitySchema,
  specialityValue,
  specialityValues,
  type SpecialityValue,
} from './specialities';

// Every speciality the spec names by example (§3).
const specExamples = [
  'Allergy and Immunology',
  'Cardiology',
  'Dermatology',
  'Emergency Medicine',
  'Family Medicine',
  'Neurosurgery',
  'Orthopaedic Surgery',
  'Pediatric',
  'Psychiatry',
  'Radiology',
  'Urology',
  'Vascular Surgery',
  'Telemedicine Practitioner',
];

describe('speciality list', () => {
  it('has about 110 entries', () => {
    expect(specialityLabels.length).toBeGreaterThanOrEqual(100);
    expect(specialityLabels.length).toBeLessThanOrEqual(120);
  });

  it.each(specExamples)('includes the spec example %s', (label) => {
    expect(specialityLabels).toContain(label);
  });

  it('includes several Anesthesia subtypes and several General Surgery subtypes', () => {
    expect(specialityLabels.filter((label) => label.startsWith('Anesthesia - ')).length).toBeGreaterThanOrEqual(3);
    expect(specialityLabels.filter((label) => label.startsWith('General Surgery - ')).length).toBeGreaterThanOrEqual(3);
  });

  it('is sorted alphabetically', () => {
    const sorted = [...specialityLabels].sort((a, b) => a.localeCompare(b, 'en'));
    expect(specialityLabels).toEqual(sorted);
  });

  it('has no duplicate labels and no duplicate stored values', () => {
    expect(new Set(specialityLabels).size).toBe(specialityLabels.length);
    expect(new Set(specialityValues).size).toBe(specialityValues.length);
  });

  it('has labels without stray whitespace', () => {
    for (const label of specialityLabels) {
      expect(label).toBe(label.trim());
      expect(label).not.toMatch(/\s{2,}/);
    }
  });
});

describe('specialityValue', () => {
  it.each([
    ['Allergy and Immunology', 'allergy_and_immunology'],
    ['Cardiology', 'cardiology'],
    ['Telemedicine Practitioner', 'telemedicine_practitioner'],
    ['Anesthesia - Cardiac', 'anesthesia_-_cardiac'],
  ])('stores %j as %j (lowercased, spaces to underscores)', (label, value) => {
    expect(specialityValue(label)).toBe(value);
  });

  it('gives every listed speciality a value without spaces or capitals', () => {
    for (const { value } of specialities) {
      expect(value).toMatch(/^[^\sA-Z]+$/);
    }
  });
});

describe('specialities and specialityValues', () => {
  it('pair each label with its stored value, in list order', () => {
    expect(specialities.map((s) => s.label)).toEqual([...specialityLabels]);
    expect(specialities.map((s) => s.value)).toEqual([...specialityValues]);
    for (const { label, value } of specialities) expect(value).toBe(specialityValue(label));
  });
});

describe('specialitySchema', () => {
  it('infers the literal union of stored values, so forms and handlers get typed values', () => {
    expectTypeOf(specialitySchema.parse('cardiology')).toEqualTypeOf<SpecialityValue>();
    expectTypeOf<'anesthesia_-_cardiac'>().toExtend<SpecialityValue>();
    expectTypeOf<'Cardiology'>().not.toExtend<SpecialityValue>();
  });

  it('accepts every stored value', () => {
    for (const value of specialityValues) expect(specialitySchema.parse(value)).toBe(value);
  });

  it('rejects a label, an unknown value and the empty placeholder', () => {
    expect(specialitySchema.safeParse('Cardiology').success).toBe(false);
    expect(specialitySchema.safeParse('astrology').success).toBe(false);
    expect(specialitySchema.safeParse('').success).toBe(false);
  });
});

describe('specialityLabel', () => {
  it('turns a stored value back into its label', () => {
    expect(specialityLabel('allergy_and_immunology')).toBe('Allergy and Immunology');
    expect(specialityLabel('anesthesia_-_cardiac')).toBe('Anesthesia - Cardiac');
    for (const { value, label } of specialities) expect(specialityLabel(value)).toBe(label);
  });

  it('is undefined for a value not in the list', () => {
    expect(specialityLabel('astrology')).toBeUndefined();
    expect(specialityLabel('Cardiology')).toBeUndefined();
  });
});
