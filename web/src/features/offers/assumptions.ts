import type { FieldErrors, Resolver } from 'react-hook-form';
import { comparisonAssumptionsSchema, type ComparisonAssumptions, type repaymentRules } from '#shared/api/offers.ts';

/**
 * The assumptions form as typed: text in each box (the discount rate in percent), the repayment
 * rule as chosen. Converted to the saved shape (`ComparisonAssumptions`) and checked with its shared
 * schema, the one the API enforces.
 */
export interface AssumptionsFormValues {
  years: string;
  discountPercent: string;
  wrvusExpected: string;
  wrvusLow: string;
  wrvusHigh: string;
  annualPremium: string;
  tailMultiplier: string;
  repayment: (typeof repaymentRules)[number];
}

const text = (value: number | undefined) => (value === undefined ? '' : String(value));

/** The form's boxes for saved assumptions. */
export function formValuesOf(assumptions: ComparisonAssumptions): AssumptionsFormValues {
  return {
    years: String(assumptions.years),
    // 0.05 → "5", without a float's tail (0.07 * 100 = 7.000000000000001).
    discountPercent: String(Math.round(assumptions.discountRate * 100 * 1e6) / 1e6),
    wrvusExpected: text(assumptions.wrvusPerYear.expected),
    wrvusLow: text(assumptions.wrvusPerYear.low),
    wrvusHigh: text(assumptions.wrvusPerYear.high),
    annualPremium: text(assumptions.tail.annualPremium),
    tailMultiplier: String(assumptions.tail.multiplier),
    repayment: assumptions.repayment,
  };
}

/** A box's number: empty is absent; "6,250" and " 6250 " are 6250; anything else is NaN (the schema names the field). */
function numberOf(value: string): number | undefined {
  const cleaned = value.replace(/[,\s$%]/g, '');
  if (cleaned === '') return undefined;
  return /^-?(\d+\.?\d*|\.\d+)$/.test(cleaned) ? Number(cleaned) : Number.NaN;
}

/** Which box each of the schema's paths is typed in. */
const fieldOfPath: Record<string, keyof AssumptionsFormValues> = {
  years: 'years',
  discountRate: 'discountPercent',
  'wrvusPerYear.expected': 'wrvusExpected',
  'wrvusPerYear.low': 'wrvusLow',
  'wrvusPerYear.high': 'wrvusHigh',
  'tail.annualPremium': 'annualPremium',
  'tail.multiplier': 'tailMultiplier',
  repayment: 'repayment',
};

export type AssumptionsCheck =
  | { readonly ok: true; readonly assumptions: ComparisonAssumptions }
  | { readonly ok: false; readonly errors: Partial<Record<keyof AssumptionsFormValues, string>> };

/** The boxes as saved assumptions, checked with the shared schema; or each box's message. */
export function checkAssumptions(values: AssumptionsFormValues): AssumptionsCheck {
  const required = (value: string) => numberOf(value) ?? Number.NaN;
  const percent = numberOf(values.discountPercent);
  const candidate = {
    years: required(values.years),
    discountRate: percent === undefined ? Number.NaN : Math.round(percent * 1e6) / 1e8,
    wrvusPerYear: {
      ...(numberOf(values.wrvusLow) !== undefined ? { low: numberOf(values.wrvusLow) } : {}),
      ...(numberOf(values.wrvusExpected) !== undefined ? { expected: numberOf(values.wrvusExpected) } : {}),
      ...(numberOf(values.wrvusHigh) !== undefined ? { high: numberOf(values.wrvusHigh) } : {}),
    },
    tail: {
      ...(numberOf(values.annualPremium) !== undefined ? { annualPremium: numberOf(values.annualPremium) } : {}),
      multiplier: required(values.tailMultiplier),
    },
    repayment: values.repayment,
  };
  const parsed = comparisonAssumptionsSchema.safeParse(candidate);
  if (parsed.success) return { ok: true, assumptions: parsed.data };
  const errors: Partial<Record<keyof AssumptionsFormValues, string>> = {};
  for (const issue of parsed.error.issues) {
    const field = fieldOfPath[issue.path.join('.')];
    if (field && !errors[field]) errors[field] = issue.message;
  }
  return { ok: false, errors };
}

/** react-hook-form's resolver over checkAssumptions: the shared schema's messages on their boxes. */
export const assumptionsResolver: Resolver<AssumptionsFormValues> = (values) => {
  const checked = checkAssumptions(values);
  if (checked.ok) return { values, errors: {} };
  const errors: FieldErrors<AssumptionsFormValues> = {};
  for (const [field, message] of Object.entries(checked.errors)) errors[field as keyof AssumptionsFormValues] = { type: 'validate', message };
  return { values: {}, errors };
};
