/**
 * Time off and CME (issue 38): paid time off in days a year, CME days a year, and the CME allowance.
 * Rules: pto.named, cmeDays.named, cmeAllowance.named (the figure nearest their words), pto.firstTierRow (a table of
 * time off by years of service: its first tier), cmeAllowance.samePrograms ("the expenses of attending such programs",
 * the sentence before naming CME).
 */
import type { FigureRule, TopicTerm } from '../candidates.ts';
import { dayCount } from '../numbers.ts';
import { compile } from '../vocabulary.ts';
import type { TermKey } from '#shared/contract-terms/terms.ts';

/** The terms this family finds. */
export const timeOffTerms = ['ptoDays', 'cmeDays', 'cmeAllowance'] as const satisfies readonly TermKey[];

/** What a CME allowance is called. */
export const cmeAllowanceNames = [
  String.raw`\bCME\b`,
  String.raw`\bcontinuing\s+(?:medical\s+)?education\b`,
  String.raw`\bprofessional\s+(?:development|education)\b`,
  String.raw`\beducation(?:al)?\s+(?:expenses?|allowance|funds?|stipend|budget|reimbursement|account)\b`,
  String.raw`^\W*education\b`,
];
/** What CME time is called. */
export const cmeDaysNames = [
  String.raw`\bCME\b`,
  String.raw`\bcontinuing\s+(?:medical\s+)?education\b`,
  String.raw`\bprofessional\s+(?:development\s+|education\s+)?(?:days|leave|time)\b`,
  String.raw`\bpostgraduate\s+(?:medical\s+)?(?:courses|education|training)\b`,
  String.raw`\beducational?\s+(?:leave|meetings|conferences|days)\b`,
  String.raw`\bmedical\s+(?:conferences|meetings|courses)\b`,
  String.raw`^\W*education\b`,
  String.raw`\bdevelopment\s+leave\b`,
];
/** What paid time off is called. */
export const ptoNames = [
  String.raw`\bpaid\s+time\s+off\b`,
  String.raw`\bPTO\b`,
  String.raw`\bvacation\b`,
  String.raw`\bpaid\s+(?:leave|days\s+off)\b`,
  String.raw`\btime\s+off\b`,
  String.raw`\bannual\s+leave\b`,
];
/** A clause about CME (its leave is CME time, not time off). */
export const cmeClauseWords = [
  String.raw`\bCME\b`,
  String.raw`\bcontinuing\s+(?:medical\s+)?education\b`,
  String.raw`\bpostgraduate\s+(?:medical\s+)?(?:courses|education|training)\b`,
  String.raw`\beducational?\s+(?:leave|meetings|conferences|days)\b`,
  String.raw`\bmedical\s+(?:conferences|meetings|courses)\b`,
];
const cmeTopic = compile(cmeClauseWords);
const genericLeave = /^(?:paid\s+(?:leave|days\s+off)|time\s+off)$/i;

export const timeOffTopics: readonly TopicTerm[] = [
  {
    term: 'cmeAllowance',
    family: 'timeOff',
    rule: 'cmeAllowance.named',
    vocabulary: cmeAllowanceNames,
    units: ['usd'],
    accept: (value) => value >= 100 && value <= 50_000,
  },
  {
    term: 'cmeDays',
    family: 'timeOff',
    rule: 'cmeDays.named',
    vocabulary: cmeDaysNames,
    units: ['days', 'weeks', 'hours'],
    accept: (v) => v >= 1 && v <= 30,
  },
  {
    term: 'ptoDays',
    family: 'timeOff',
    rule: 'pto.named',
    vocabulary: ptoNames,
    units: ['days', 'weeks', 'hours'],
    accept: (v) => v >= 1 && v <= 80,
    negation: new RegExp(
      String.raw`\b(?:does|do|will|shall)\s+not\s+(?:provide|offer|include|grant)\s+(?:any\s+|separate\s+)*(?:paid\s+time` +
        String.raw`\s+off|PTO|vacation)\b|\bno\s+(?:separate\s+)?(?:paid\s+time\s+off|PTO|vacation)\b`,
      'i',
    ),
    // "five (5) days of paid leave to attend CME": leave for education is CME time, not time off.
    declines: (hit, clause) => cmeTopic.test(clause.text) && genericLeave.test(clause.text.slice(hit.start - clause.start, hit.end - clause.start)),
  },
];

/** The first tier of a table by years of service ("Less than 5 years", "0-2", "Year 1"). */
const firstTier = new RegExp(
  String.raw`^\W*(?:less\s+than|fewer\s+than|under|up\s+to|0\s*[-–]\s*\d|(?:years?\s+)?(?:1|one)\s*(?:[-–]|to|through)` +
    String.raw`\s*\d|first\s+(?:year|\d)|1st|year\s+(?:1|one)\b)`,
  'i',
);

/**
 * Time off by years of service, under a header row ("Years of service | Annual PTO accrual | Maximum carryover", then
 * "Less than 5 years | 208 hours | 80 hours"): the first tier's accrual, the row's first figure of time.
 */
export const ptoTable: FigureRule = {
  family: 'timeOff',
  read: (q, { clause, quantities, previous }) => {
    if (
      !(q.unit === 'days' || q.unit === 'weeks' || q.unit === 'hours') ||
      !firstTier.test(clause.text) ||
      quantities.some((other) => other !== q && other.start < q.start && other.unit === q.unit) ||
      !previous ||
      previous.text.trim().split(/\s+/).length > 12 ||
      !/\b(?:paid\s+time\s+off|PTO|vacation)\b[^.]*$/i.test(previous.text) ||
      /\b(?:carry\s?over|carryover|maximum|cap)\b[^.]*\b(?:paid\s+time\s+off|PTO|vacation)\b/i.test(previous.text)
    )
      return undefined;
    const value = dayCount(q);
    if (!Number.isInteger(value) || value < 1 || value > 80) return undefined;
    return [{ term: 'ptoDays', value, at: q.start, confidence: 0.75, rule: 'pto.firstTierRow' }];
  },
};

/**
 * "... paid leave to attend continuing medical education programs. The Corporation shall reimburse ... expenses of
 * attending such programs ... up to $7,500 per year": the programs the sentence before named.
 */
export const cmePrograms: FigureRule = {
  family: 'timeOff',
  read: (q, { clause, previous }) =>
    q.unit === 'usd' &&
    q.value >= 100 &&
    q.value <= 50_000 &&
    /\b(?:such|these|those|the\s+same)\s+(?:programs|courses|conferences|meetings|activities)\b/i.test(clause.text) &&
    previous &&
    cmeTopic.test(previous.text)
      ? [{ term: 'cmeAllowance', value: q.value, at: q.start, confidence: 0.75, rule: 'cmeAllowance.samePrograms' }]
      : undefined,
};
