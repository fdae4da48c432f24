import * as z from 'zod/mini';
import '../zod-locale';

/**
 * Physician specialities offered by the signup, profile and request forms (spec §3, about 110).
 * Alphabetical, as the select shows them. Subspecialities use "Family - Subtype" so they sort
 * beside their family.
 */
export const specialityLabels = [
  'Addiction Medicine',
  'Adolescent Medicine',
  'Allergy and Immunology',
  'Anesthesia - Cardiac',
  'Anesthesia - Critical Care',
  'Anesthesia - General',
  'Anesthesia - Neuro',
  'Anesthesia - Obstetric',
  'Anesthesia - Pain Management',
  'Anesthesia - Pediatric',
  'Anesthesia - Regional',
  'Cardiology',
  'Cardiology - Electrophysiology',
  'Cardiology - Heart Failure',
  'Cardiology - Interventional',
  'Cardiology - Non-Invasive',
  'Cardiothoracic Surgery',
  'Child and Adolescent Psychiatry',
  'Clinical Informatics',
  'Critical Care Medicine',
  'Dermatology',
  'Dermatology - Mohs Surgery',
  'Dermatopathology',
  'Developmental and Behavioral Pediatrics',
  'Emergency Medicine',
  'Endocrinology',
  'Family Medicine',
  'Family Medicine - Obstetrics',
  'Forensic Pathology',
  'Gastroenterology',
  'General Surgery',
  'General Surgery - Acute Care',
  'General Surgery - Bariatric',
  'General Surgery - Breast',
  'General Surgery - Colorectal',
  'General Surgery - Minimally Invasive',
  'General Surgery - Surgical Oncology',
  'General Surgery - Trauma',
  'Geriatric Psychiatry',
  'Geriatrics',
  'Gynecologic Oncology',
  'Hand Surgery',
  'Hematology and Oncology',
  'Hepatology',
  'Hospitalist',
  'Infectious Disease',
  'Internal Medicine',
  'Internal Medicine - Pediatrics',
  'Interventional Radiology',
  'Maternal-Fetal Medicine',
  'Medical Genetics',
  'Medical Toxicology',
  'Neonatology',
  'Nephrology',
  'Neurocritical Care',
  'Neurology',
  'Neuroradiology',
  'Neurosurgery',
  'Nuclear Medicine',
  'Obstetrics and Gynecology',
  'Occupational Medicine',
  'Ophthalmology',
  'Ophthalmology - Glaucoma',
  'Ophthalmology - Oculoplastics',
  'Ophthalmology - Retina',
  'Oral and Maxillofacial Surgery',
  'Orthopaedic Surgery',
  'Orthopaedic Surgery - Foot and Ankle',
  'Orthopaedic Surgery - Joint Replacement',
  'Orthopaedic Surgery - Spine',
  'Orthopaedic Surgery - Sports Medicine',
  'Orthopaedic Surgery - Trauma',
  'Otolaryngology',
  'Pain Medicine',
  'Palliative Care',
  'Pathology',
  'Pediatric',
  'Pediatric Cardiology',
  'Pediatric Critical Care',
  'Pediatric Emergency Medicine',
  'Pediatric Endocrinology',
  'Pediatric Gastroenterology',
  'Pediatric Hematology and Oncology',
  'Pediatric Infectious Disease',
  'Pediatric Nephrology',
  'Pediatric Neurology',
  'Pediatric Pulmonology',
  'Pediatric Surgery',
  'Physical Medicine and Rehabilitation',
  'Plastic Surgery',
  'Preventive Medicine',
  'Primary Care',
  'Psychiatry',
  'Pulmonology',
  'Pulmonology and Critical Care',
  'Radiation Oncology',
  'Radiology',
  'Reproductive Endocrinology and Infertility',
  'Rheumatology',
  'Sleep Medicine',
  'Sports Medicine',
  'Telemedicine Practitioner',
  'Thoracic Surgery',
  'Transplant Surgery',
  'Undersea and Hyperbaric Medicine',
  'Urgent Care',
  'Urogynecology',
  'Urology',
  'Vascular Surgery',
  'Wound Care',
] as const;

export type SpecialityLabel = (typeof specialityLabels)[number];

type SpacesToUnderscores<S extends string> = S extends `${infer Head} ${infer Tail}` ? `${Head}_${SpacesToUnderscores<Tail>}` : S;

/** The stored form of a label, computed at the type level too so values form a literal union. */
export type SpecialityValueOf<L extends string> = Lowercase<SpacesToUnderscores<L>>;
export type SpecialityValue = SpecialityValueOf<SpecialityLabel>;

/**
 * Stored value: the label lowercased with spaces turned into underscores (spec §3), so
 * "Anesthesia - Cardiac" is stored as "anesthesia_-_cardiac". Kept mechanical on purpose:
 * records written by the original product keep matching.
 */
export function specialityValue<L extends string>(label: L): SpecialityValueOf<L> {
  return label.toLowerCase().replaceAll(' ', '_') as SpecialityValueOf<L>;
}

export interface Speciality {
  readonly value: SpecialityValue;
  readonly label: SpecialityLabel;
}

export const specialities: readonly Speciality[] = specialityLabels.map((label) => ({
  value: specialityValue(label),
  label,
}));

// A non-empty tuple type is what z.enum needs to infer the literal union.
export const specialityValues = specialities.map((speciality) => speciality.value) as unknown as readonly [SpecialityValue, ...SpecialityValue[]];

// Marked pure: built only in the bundles that use them (a function that validates a profile needs neither).
export const specialitySchema = /* @__PURE__ */ (() => z.enum(specialityValues))();

const labelByValue = /* @__PURE__ */ (() => new Map<string, SpecialityLabel>(specialities.map(({ value, label }) => [value, label])))();

/** The label to show for a stored value, or undefined for a value not in the list. */
export function specialityLabel(value: string): SpecialityLabel | undefined {
  return labelByValue.get(value);
}
