import * as z from 'zod/mini';
import '../zod-locale';
import { formatStatusWord } from '../format';

/** Type of practice asked on both request forms (spec §3); the stored values are the spec's. */
export const practiceTypeValues = ['academic', 'private_practice', 'hospital_based', 'government'] as const;

export type PracticeType = (typeof practiceTypeValues)[number];

export const practiceTypeSchema = z.enum(practiceTypeValues);

export interface PracticeTypeOption {
  readonly value: PracticeType;
  readonly label: string;
}

// Labels come from the status-word rule so the dashboard and the forms cannot disagree.
export const practiceTypes: readonly PracticeTypeOption[] = practiceTypeValues.map((value) => ({
  value,
  label: formatStatusWord(value),
}));

/** The label for a stored practice type ("private_practice" -> "Private Practice"). */
export function practiceTypeLabel(value: PracticeType): string {
  return formatStatusWord(value);
}
