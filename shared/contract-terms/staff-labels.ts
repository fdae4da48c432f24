import type { TermKey } from './terms';

/**
 * The terms as staff name them on the review desk (issue 37): in the contract's own parties
 * ("Physician's notice without cause", "Employer's notice without cause"), where the physician's
 * pages (terms.ts termInfo's labels) speak to the physician ("Your notice to leave without cause").
 * One label per term, so a term added to termKeys without one fails to type-check.
 */
export const staffTermLabels: Readonly<Record<TermKey, string>> = {
  baseSalary: 'Base salary',
  guaranteeMonths: 'Guaranteed base period',
  wrvuThreshold: 'wRVU threshold',
  wrvuRate: 'Pay per wRVU',
  signingBonus: 'Signing bonus',
  relocation: 'Relocation',
  relocationKind: 'Relocation paid as',
  cmeAllowance: 'CME allowance',
  initialTermMonths: 'Initial term',
  autoRenews: 'Renews automatically',
  callRatio: 'Call',
  ptoDays: 'Paid time off',
  cmeDays: 'CME days',
  noticeWithoutCauseDays: "Physician's notice without cause",
  noticeWithoutCauseDaysEmployer: "Employer's notice without cause",
  cureDays: 'Time to cure a breach',
  signingBonusClawbackMonths: 'Signing bonus repayable for',
  relocationClawbackMonths: 'Relocation repayable for',
  signingBonusRepayment: 'Signing bonus repaid',
  relocationRepayment: 'Relocation repaid',
  nonCompeteMiles: 'Non-compete radius',
  nonCompeteMonths: 'Non-compete length',
  nonSolicitMonths: 'Non-solicitation length',
  malpracticeType: 'Malpractice insurance',
  tailPaidBy: 'Tail coverage paid by',
};

/** A term as staff read it on the desk: its label, never its key. */
export const staffTermLabel = (term: TermKey): string => staffTermLabels[term];
