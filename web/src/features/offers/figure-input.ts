import { offerFiguresSchema } from '#shared/api/offers.ts';
import { termInfo, type TermKey, type TermValue } from '#shared/contract-terms/terms.ts';
import * as messages from '#shared/messages.ts';

const repaymentChoices = [
  { value: 'pro-rata', label: 'Pro rata' },
  { value: 'in-full', label: 'In full' },
];

/** The choices of a term that is one of a few words (or yes and no), as the select shows them. */
export const termChoices: Partial<Record<TermKey, ReadonlyArray<{ readonly value: string; readonly label: string }>>> = {
  autoRenews: [
    { value: 'true', label: 'Yes' },
    { value: 'false', label: 'No' },
  ],
  malpracticeType: [
    { value: 'claims-made', label: 'Claims-made' },
    { value: 'occurrence', label: 'Occurrence' },
  ],
  tailPaidBy: [
    { value: 'employer', label: 'Employer' },
    { value: 'physician', label: 'Physician' },
    { value: 'shared', label: 'Shared' },
  ],
  signingBonusRepayment: repaymentChoices,
  relocationRepayment: repaymentChoices,
  relocationKind: [
    { value: 'reimbursement', label: 'Reimbursement of expenses' },
    { value: 'cash', label: 'Cash payment' },
  ],
};

/** What the box says of its unit ("$ a year", "months"), after the term's label. */
export function unitHint(term: TermKey): string | undefined {
  switch (termInfo[term].unit) {
    case 'usd':
      return 'In dollars.';
    case 'usdPerYear':
      return 'In dollars a year.';
    case 'usdPerWrvu':
      return 'In dollars per wRVU.';
    case 'months':
      return 'In months.';
    case 'days':
      return 'In days.';
    case 'miles':
      return 'In miles.';
    case 'wrvus':
      return 'In wRVUs a year.';
    default:
      return term === 'callRatio' ? 'Written 1:N, for example 1:4 (one night in four).' : undefined;
  }
}

/** A term's value as its box shows it. */
export function inputText(term: TermKey, value: TermValue | undefined): string {
  if (value === undefined) return '';
  if (typeof value === 'boolean') return String(value);
  return String(value);
}

/**
 * What the physician typed for a term, as the value saved (the unit's number, a word, yes or no),
 * checked with the shared schema the API enforces; or the message for the box.
 */
export function parseFigure(term: TermKey, text: string): { ok: true; value: TermValue } | { ok: false; message: string } {
  const trimmed = text.trim();
  let value: TermValue;
  if (term === 'autoRenews') value = trimmed === 'true';
  else if (termInfo[term].unit === 'text') value = trimmed;
  else {
    const cleaned = trimmed.replace(/[,\s$]/g, '');
    if (!/^(\d+\.?\d*|\.\d+)$/.test(cleaned)) return { ok: false, message: messages.compareOffers.figureNotNumber };
    value = Number(cleaned);
  }
  const checked = offerFiguresSchema.safeParse({ [term]: value });
  if (checked.success) return { ok: true, value };
  return { ok: false, message: checked.error.issues[0]?.message ?? messages.compareOffers.figureNotNumber };
}
