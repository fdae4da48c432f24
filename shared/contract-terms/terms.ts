import type { ChapterNumber } from '../constants/chapters';

/**
 * The contract terms the reader looks for (issue 17): keys and value conventions shared by the
 * extraction (functions), the command line and the physician's view (web). No PDF code here.
 */
export const termKeys = [
  'baseSalary',
  'guaranteeMonths',
  'initialTermMonths',
  'autoRenews',
  'wrvuThreshold',
  'wrvuRate',
  'signingBonus',
  'signingBonusClawbackMonths',
  'signingBonusRepayment',
  'relocation',
  'relocationKind',
  'relocationClawbackMonths',
  'relocationRepayment',
  'nonCompeteMiles',
  'nonCompeteMonths',
  'nonSolicitMonths',
  'malpracticeType',
  'tailPaidBy',
  'noticeWithoutCauseDays',
  'noticeWithoutCauseDaysEmployer',
  'cureDays',
  'callRatio',
  'cmeAllowance',
  'cmeDays',
  'ptoDays',
] as const;
export type TermKey = (typeof termKeys)[number];
export type TermValue = number | boolean | string;

/** One finding: the value, the 1-based page it is printed on, the sentence it came from, a confidence 0..1. */
export interface TermFinding {
  readonly term: TermKey;
  readonly value: TermValue;
  readonly page: number;
  readonly quote: string;
  /** The heading of the section the quote is from ("Relocation", "PROFESSIONAL LIABILITY INSURANCE"), shown apart. */
  readonly section?: string;
  readonly confidence: number;
  /** Read by OCR from a picture of the page (a scan): staff check it against the page. */
  readonly fromScan?: true;
  /** How it was read (issue 38): the reader's family and rule that produced it, and the vocabulary entry that matched. */
  readonly trace?: FindingTrace;
}

/** The reader's term families (issue 38): one module each, named by these ids. */
export const termFamilies = ['pay', 'productivity', 'bonuses', 'term', 'covenants', 'insurance', 'notice', 'timeOff', 'call'] as const;
export type TermFamily = (typeof termFamilies)[number];

/** Ids, not prose: `rule` is unique within its family ("salary.perYear"); `matched` is the vocabulary entry as listed. */
export interface FindingTrace {
  readonly family: TermFamily;
  readonly rule: string;
  readonly matched?: string;
}

/** What the reader made of one PDF (the command line prints exactly this). */
export interface ContractReading {
  readonly textLayer: boolean;
  readonly pages: number;
  readonly terms: readonly TermFinding[];
  /**
   * A PDF without a text layer, read by OCR: how many of its pages (from the first), and whether
   * that is fewer than it has (the job's page limit or time budget).
   */
  readonly scan?: { readonly pagesRead: number; readonly limited: boolean };
  /**
   * A text PDF read only in part: its first \`pagesRead\` pages (the reader's page limit, or the
   * job's time ran out inside it). Absent when every page was read.
   */
  readonly text?: { readonly pagesRead: number; readonly limited: true };
}

export const termGroups = ['pay', 'time', 'leaving', 'risk'] as const;
export type TermGroup = (typeof termGroups)[number];
export const termGroupTitles: Record<TermGroup, string> = { pay: 'Pay', time: 'Time', leaving: 'Leaving', risk: 'Risk' };

type Unit = 'usd' | 'usdPerYear' | 'months' | 'days' | 'miles' | 'wrvus' | 'usdPerWrvu' | 'boolean' | 'text';

interface TermInfo {
  readonly label: string;
  readonly group: TermGroup;
  readonly unit: Unit;
  /** The course chapter that teaches it (content/scripts/chapter-NN.md). */
  readonly chapter: ChapterNumber;
}

export const termInfo: Record<TermKey, TermInfo> = {
  baseSalary: { label: 'Base salary', group: 'pay', unit: 'usdPerYear', chapter: 3 },
  guaranteeMonths: { label: 'Guaranteed base period', group: 'pay', unit: 'months', chapter: 3 },
  wrvuThreshold: { label: 'wRVU threshold', group: 'pay', unit: 'wrvus', chapter: 4 },
  wrvuRate: { label: 'Pay per wRVU', group: 'pay', unit: 'usdPerWrvu', chapter: 4 },
  signingBonus: { label: 'Signing bonus', group: 'pay', unit: 'usd', chapter: 6 },
  relocation: { label: 'Relocation', group: 'pay', unit: 'usd', chapter: 6 },
  relocationKind: { label: 'Relocation paid as', group: 'pay', unit: 'text', chapter: 6 },
  cmeAllowance: { label: 'CME allowance', group: 'pay', unit: 'usdPerYear', chapter: 11 },
  initialTermMonths: { label: 'Initial term', group: 'time', unit: 'months', chapter: 10 },
  autoRenews: { label: 'Renews automatically', group: 'time', unit: 'boolean', chapter: 10 },
  callRatio: { label: 'Call', group: 'time', unit: 'text', chapter: 7 },
  ptoDays: { label: 'Paid time off', group: 'time', unit: 'days', chapter: 11 },
  cmeDays: { label: 'CME days', group: 'time', unit: 'days', chapter: 11 },
  noticeWithoutCauseDays: { label: 'Your notice to leave without cause', group: 'leaving', unit: 'days', chapter: 10 },
  noticeWithoutCauseDaysEmployer: { label: "Employer's notice without cause", group: 'leaving', unit: 'days', chapter: 10 },
  cureDays: { label: 'Time to cure a breach', group: 'leaving', unit: 'days', chapter: 10 },
  signingBonusClawbackMonths: { label: 'Signing bonus repayable for', group: 'leaving', unit: 'months', chapter: 6 },
  relocationClawbackMonths: { label: 'Relocation repayable for', group: 'leaving', unit: 'months', chapter: 6 },
  signingBonusRepayment: { label: 'Signing bonus repaid', group: 'leaving', unit: 'text', chapter: 6 },
  relocationRepayment: { label: 'Relocation repaid', group: 'leaving', unit: 'text', chapter: 6 },
  nonCompeteMiles: { label: 'Non-compete radius', group: 'risk', unit: 'miles', chapter: 8 },
  nonCompeteMonths: { label: 'Non-compete length', group: 'risk', unit: 'months', chapter: 8 },
  nonSolicitMonths: { label: 'Non-solicitation length', group: 'risk', unit: 'months', chapter: 8 },
  malpracticeType: { label: 'Malpractice insurance', group: 'risk', unit: 'text', chapter: 9 },
  tailPaidBy: { label: 'Tail coverage paid by', group: 'risk', unit: 'text', chapter: 9 },
};

/*
 * Marked pure so that a bundle which does not format (every function: they import termKeys for
 * their schemas) drops them: the first Intl formatter a process builds loads ICU's locale data,
 * about 25 ms of a cold start.
 */
const dollars = /* @__PURE__ */ new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD', maximumFractionDigits: 0 });
const dollarsAndCents = /* @__PURE__ */ new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD', minimumFractionDigits: 2 });
/** "$265,000", "$67.50". */
export const formatUsd = (value: number) => (Number.isInteger(value) ? dollars : dollarsAndCents).format(value);
const usd = { format: formatUsd };
const count = /* @__PURE__ */ new Intl.NumberFormat('en-US');

/** A value as a person reads it: "$250,000 a year", "36 months", "1 in 4 nights". */
export function formatTermValue(term: TermKey, value: TermValue): string {
  const unit = termInfo[term].unit;
  if (typeof value === 'boolean') return value ? 'Yes' : 'No';
  if (typeof value === 'string') {
    if (term === 'callRatio') return `1 in ${value.split(':')[1]} nights`;
    if (term === 'malpracticeType') return value === 'claims-made' ? 'Claims-made' : 'Occurrence';
    if (term === 'signingBonusRepayment' || term === 'relocationRepayment') return value === 'in-full' ? 'In full' : 'Pro rata';
    if (term === 'relocationKind') return value === 'reimbursement' ? 'Reimbursement of expenses' : 'Cash payment';
    return value.charAt(0).toUpperCase() + value.slice(1);
  }
  switch (unit) {
    case 'usd':
      return usd.format(value);
    case 'usdPerYear':
      return `${usd.format(value)} a year`;
    case 'usdPerWrvu':
      return `${usd.format(value)} per wRVU`;
    case 'months':
      return `${count.format(value)} ${value === 1 ? 'month' : 'months'}`;
    case 'days':
      return `${count.format(value)} ${value === 1 ? 'day' : 'days'}`;
    case 'miles':
      return `${count.format(value)} ${value === 1 ? 'mile' : 'miles'}`;
    case 'wrvus':
      return `${count.format(value)} wRVUs a year`;
    default:
      return String(value);
  }
}

/**
 * Why a term is worth negotiating, when it is (issue 17's examples): a non-compete over 10 miles or
 * 12 months, tail paid by the physician, notice under 90 days, a clawback longer than the initial term.
 */
export function negotiationFlag(
  finding: Pick<TermFinding, 'term' | 'value'>,
  all: readonly Pick<TermFinding, 'term' | 'value'>[],
): string | undefined {
  const { term, value } = finding;
  const initialTerm = all.find((f) => f.term === 'initialTermMonths')?.value;
  if (term === 'nonCompeteMiles' && typeof value === 'number' && value > 10) return 'Commonly negotiated: a radius over 10 miles.';
  if (term === 'nonCompeteMonths' && typeof value === 'number' && value > 12) return 'Commonly negotiated: longer than 12 months.';
  if (term === 'tailPaidBy' && value === 'physician') return 'Commonly negotiated: tail coverage can cost you a year of premiums.';
  if ((term === 'noticeWithoutCauseDays' || term === 'noticeWithoutCauseDaysEmployer') && typeof value === 'number' && value < 90)
    return 'Commonly negotiated: notice under 90 days.';
  if (
    (term === 'signingBonusClawbackMonths' || term === 'relocationClawbackMonths') &&
    typeof value === 'number' &&
    typeof initialTerm === 'number' &&
    value > initialTerm
  )
    return 'Commonly negotiated: you would repay it for longer than the initial term.';
  return undefined;
}

/**
 * The productivity math: the wRVUs the base salary already pays for at the stated rate (base ÷ rate),
 * against the threshold. A threshold above it means productivity pay starts later than the base implies.
 */
export function productivityCheck(
  all: readonly Pick<TermFinding, 'term' | 'value'>[],
): { readonly covered: number; readonly threshold: number; readonly rate: number; readonly base: number; readonly startsLate: boolean } | undefined {
  const get = (term: TermKey) => {
    const value = all.find((f) => f.term === term)?.value;
    return typeof value === 'number' && value > 0 ? value : undefined;
  };
  const base = get('baseSalary');
  const rate = get('wrvuRate');
  const threshold = get('wrvuThreshold');
  if (base === undefined || rate === undefined || threshold === undefined) return undefined;
  const covered = Math.round(base / rate);
  return { covered, threshold, rate, base, startsLate: threshold > covered };
}

/**
 * How sure the reader must be of a finding to call it sure: staff confirm such findings together in
 * one step, and the physician's page raises a negotiation flag only on them. 0.9 is the top band
 * `bench:terms` reports (precision about 0.99 on every held-out set). A finding read from a scan is
 * never sure: OCR misreads digits the reader cannot see.
 */
export const sureConfidence = 0.9;

/** Whether the reader is sure of a finding (see sureConfidence). */
export const isSureFinding = (finding: Pick<TermFinding, 'confidence' | 'fromScan'>) => !finding.fromScan && finding.confidence >= sureConfidence;
