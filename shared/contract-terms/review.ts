import * as z from 'zod/mini';
import '../zod-locale';
import * as dashboardMessages from '../messages/dashboard';
import { staffTermLabel } from './staff-labels';
import { termInfo, termKeys, type TermFinding, type TermKey, type TermValue } from './terms';

/**
 * Staff settle the reader's findings before they deliver a review (issue 17): each finding is
 * confirmed, corrected (a new value) or not in the contract, and a term the reader missed is added.
 * The same schema checks the modal's form and the feedback route's body; the settle logic runs on
 * the server against the reader's findings kept on the request record.
 */
export const termOutcomes = ['confirmed', 'corrected', 'notInContract', 'added'] as const;
export type TermOutcome = (typeof termOutcomes)[number];

/** A reviewer's note on one term, at most this many characters. */
export const maxTermNoteLength = 500;

export const malpracticeTypes = ['claims-made', 'occurrence'] as const;
export const tailPayers = ['employer', 'physician', 'shared'] as const;
/** How a signing bonus or relocation is repaid on leaving early (issue 39): by the months not served, or all of it. */
export const repaymentMethods = ['pro-rata', 'in-full'] as const;
/** Relocation as a reimbursement of documented expenses (not pay) or a cash payment (pay). */
export const relocationKinds = ['reimbursement', 'cash'] as const;

/** What each unit takes, as a person reads it (the 400's text names the term). */
const unitRules: Record<(typeof termInfo)[TermKey]['unit'], { readonly check: (value: unknown) => boolean; readonly takes: string }> = {
  usd: { check: (v) => typeof v === 'number' && Number.isFinite(v) && v > 0, takes: 'an amount in US dollars' },
  usdPerYear: { check: (v) => typeof v === 'number' && Number.isFinite(v) && v > 0, takes: 'an amount in US dollars a year' },
  usdPerWrvu: { check: (v) => typeof v === 'number' && Number.isFinite(v) && v > 0, takes: 'an amount in US dollars per wRVU' },
  months: { check: (v) => Number.isInteger(v) && (v as number) >= 0 && (v as number) <= 1200, takes: 'a whole number of months' },
  days: { check: (v) => Number.isInteger(v) && (v as number) >= 0 && (v as number) <= 3660, takes: 'a whole number of days' },
  miles: { check: (v) => Number.isInteger(v) && (v as number) >= 0 && (v as number) <= 10_000, takes: 'a whole number of miles' },
  wrvus: { check: (v) => Number.isInteger(v) && (v as number) > 0 && (v as number) <= 1_000_000, takes: 'a whole number of wRVUs a year' },
  boolean: { check: (v) => typeof v === 'boolean', takes: 'yes or no' },
  text: { check: () => false, takes: '' },
};
const textRules: Partial<Record<TermKey, { readonly check: (value: unknown) => boolean; readonly takes: string }>> = {
  malpracticeType: { check: (v) => (malpracticeTypes as readonly unknown[]).includes(v), takes: '"claims-made" or "occurrence"' },
  tailPaidBy: { check: (v) => (tailPayers as readonly unknown[]).includes(v), takes: '"employer", "physician" or "shared"' },
  callRatio: { check: (v) => typeof v === 'string' && /^1:[1-9]\d?$/.test(v), takes: 'a ratio such as "1:4"' },
  signingBonusRepayment: { check: (v) => (repaymentMethods as readonly unknown[]).includes(v), takes: '"pro-rata" or "in-full"' },
  relocationRepayment: { check: (v) => (repaymentMethods as readonly unknown[]).includes(v), takes: '"pro-rata" or "in-full"' },
  relocationKind: { check: (v) => (relocationKinds as readonly unknown[]).includes(v), takes: '"reimbursement" or "cash"' },
};
const ruleOf = (term: TermKey) => textRules[term] ?? unitRules[termInfo[term].unit];

/** A term as staff read it in a message (only staff settle terms): its staff label, never its key ("Relocation repayable for"). */
const named = staffTermLabel;

/** The message when a value does not follow its term's convention: "Base salary takes an amount in US dollars a year." */
export const wrongValueText = (term: TermKey) => `${named(term)} takes ${ruleOf(term).takes}.`;

/**
 * The unit a term's value is typed in, shown beside the value field ("US dollars a year", "months"),
 * or undefined for yes/no and the terms chosen from a few words.
 */
export function termUnitText(term: TermKey): string | undefined {
  if (term === 'callRatio') return 'nights on call, as 1:N';
  const unit = termInfo[term].unit;
  const units: Partial<Record<typeof unit, string>> = {
    usd: 'US dollars',
    usdPerYear: 'US dollars a year',
    usdPerWrvu: 'US dollars per wRVU',
    months: 'months',
    days: 'days',
    miles: 'miles',
    wrvus: 'wRVUs a year',
  };
  return units[unit];
}

/** What "sure" means (terms.ts): staff confirm every sure finding in one step ("Confirm all the findings the reader is sure of"). */
export { isSureFinding, sureConfidence } from './terms';

/** Whether a value follows its term's convention (issue 17's table). */
export const isTermValue = (term: TermKey, value: unknown): value is TermValue => ruleOf(term).check(value);

/**
 * One staff decision on one term. `value` for corrected and added; `page` for added (1-based); `quote` optional.
 * The schemas are built in calls marked pure (see shared/api/requests.ts): the functions that only
 * show settled terms (confirmedFindings) carry neither.
 */
export const termDecisionSchema = /* @__PURE__ */ (() =>
  z
    .strictObject({
      term: z.enum(termKeys, { error: 'Unknown term.' }),
      outcome: z.enum(termOutcomes, { error: 'Outcome must be confirmed, corrected, notInContract or added.' }),
      value: z.optional(z.union([z.number(), z.boolean(), z.string().check(z.maxLength(20))], { error: 'Enter a value.' })),
      page: z.optional(z.int().check(z.minimum(1, 'Page must be 1 or more.'), z.maximum(10_000, 'Page must be 10000 or less.'))),
      quote: z.optional(z.string().check(z.trim(), z.maxLength(1000, 'Keep the quote under 1000 characters.'))),
      /** What the reviewer tells the physician about this term (why it was corrected, where it is absent): shown on their page. */
      note: z.optional(z.string().check(z.trim(), z.maxLength(maxTermNoteLength, `Keep the note under ${maxTermNoteLength} characters.`))),
    })
    .check(
      z.superRefine((decision, context) => {
        const needsValue = decision.outcome === 'corrected' || decision.outcome === 'added';
        if (needsValue && !isTermValue(decision.term, decision.value))
          context.addIssue({ code: 'custom', path: ['value'], message: wrongValueText(decision.term), input: decision.value });
        if (!needsValue && decision.value !== undefined)
          context.addIssue({
            code: 'custom',
            path: ['value'],
            message: `Only a corrected or added ${named(decision.term)} takes a value.`,
            input: decision.value,
          });
        if (decision.outcome === 'added' && decision.page === undefined)
          context.addIssue({
            code: 'custom',
            path: ['page'],
            message: `Give the page where ${named(decision.term)} is printed.`,
            input: decision.page,
          });
      }),
    ))();
export type TermDecision = z.infer<typeof termDecisionSchema>;

/** Every term at most once. */
export const termDecisionsSchema = /* @__PURE__ */ (() =>
  z.array(termDecisionSchema).check(
    z.maxLength(termKeys.length, `At most ${termKeys.length} terms.`),
    z.superRefine((decisions, context) => {
      const seen = new Set<string>();
      decisions.forEach((decision, index) => {
        if (seen.has(decision.term))
          context.addIssue({ code: 'custom', path: [index, 'term'], message: `${named(decision.term)} is settled twice.`, input: decision.term });
        seen.add(decision.term);
      });
    }),
  ))();

/** What is kept per term: the reader's value (when it found one) against the staff's decision. */
export interface SettledTerm {
  readonly term: TermKey;
  readonly outcome: TermOutcome;
  /** What the reader found (absent when it missed the term). */
  readonly readerValue?: TermValue;
  /** What staff decided (absent when not in the contract). */
  readonly value?: TermValue;
  readonly page?: number;
  readonly quote?: string;
  /** The reviewer's note to the physician on this term, when they wrote one. */
  readonly note?: string;
}

/** Staff's review of the reader's findings, kept on the request with the feedback. */
export interface TermReview {
  readonly by: string;
  readonly at: number;
  readonly terms: readonly SettledTerm[];
}

export type SettleResult =
  { readonly ok: true; readonly terms: readonly SettledTerm[] } | { readonly ok: false; readonly field: string; readonly message: string };

type Finding = Pick<TermFinding, 'term' | 'value' | 'page' | 'quote'>;

/**
 * Each decision checked against the reader's findings: confirmed, corrected and not-in-contract
 * only for a term the reader found, added only for one it missed, no added page past the PDF's last.
 */
function settleEach(findings: readonly Finding[], decisions: readonly TermDecision[], pages?: number): SettleResult {
  const found = new Map(findings.map((finding) => [finding.term, finding]));
  const settled: SettledTerm[] = [];
  for (const [index, decision] of decisions.entries()) {
    const finding = found.get(decision.term);
    const note = decision.note ? { note: decision.note } : {};
    if (decision.outcome === 'added') {
      if (finding)
        return {
          ok: false,
          field: `terms.${index}.term`,
          message: `The reader found ${named(decision.term)}: confirm, correct it or mark it not in the contract.`,
        };
      if (pages !== undefined && decision.page !== undefined && decision.page > pages)
        return { ok: false, field: `terms.${index}.page`, message: dashboardMessages.terms.lastPage(pages) };
      settled.push({
        term: decision.term,
        outcome: 'added',
        value: decision.value!,
        page: decision.page!,
        ...(decision.quote ? { quote: decision.quote } : {}),
        ...note,
      });
      continue;
    }
    if (!finding) return { ok: false, field: `terms.${index}.term`, message: `The reader did not find ${named(decision.term)}: add it instead.` };
    const base = { term: decision.term, readerValue: finding.value, page: finding.page, quote: finding.quote, ...note };
    if (decision.outcome === 'confirmed') settled.push({ ...base, outcome: 'confirmed', value: finding.value });
    // A "correction" to the same value is a confirmation: the reader was right.
    else if (decision.outcome === 'corrected')
      settled.push({ ...base, outcome: decision.value === finding.value ? 'confirmed' : 'corrected', value: decision.value! });
    else settled.push({ term: decision.term, readerValue: finding.value, outcome: 'notInContract', ...note });
  }
  return { ok: true, terms: settled };
}

/**
 * Checks staff's decisions against the reader's findings (settleEach) and that every finding is
 * settled once. Pure: the route and the desk both use it.
 */
export function settleTerms(findings: readonly Finding[], decisions: readonly TermDecision[], pages?: number): SettleResult {
  const settled = settleEach(findings, decisions, pages);
  if (!settled.ok) return settled;
  const unsettled = findings.filter((finding) => !decisions.some((decision) => decision.term === finding.term));
  if (unsettled.length > 0)
    return {
      ok: false,
      field: 'terms',
      message: `Settle every finding before you submit: ${unsettled.map((f) => named(f.term)).join(', ')}.`,
    };
  return settled;
}

/**
 * A draft (issue 29): the decisions staff made so far, checked as a review's are (settleEach) but
 * not all there yet.
 */
export const checkTermDraft = (findings: readonly Finding[], decisions: readonly TermDecision[], pages?: number): SettleResult =>
  settleEach(findings, decisions, pages);

/** What the physician sees once staff confirmed: every term staff stand behind, with its page and quote. */
export function confirmedFindings(review: TermReview): TermFinding[] {
  return review.terms
    .filter((settled) => settled.outcome !== 'notInContract' && settled.value !== undefined)
    .map((settled) => ({ term: settled.term, value: settled.value!, page: settled.page ?? 1, quote: settled.quote ?? '', confidence: 1 }));
}

/** Per term, how the reader fared against staff decisions. */
export interface TermAgreement {
  readonly term: TermKey;
  /** Reader's findings staff confirmed as they were. */
  readonly confirmed: number;
  /** Found with a wrong value. */
  readonly corrected: number;
  /** Found, but not in the contract. */
  readonly notInContract: number;
  /** Missed: staff added it. */
  readonly added: number;
  /** confirmed ÷ everything the reader reported (undefined when it reported none). */
  readonly precision?: number;
  /** confirmed ÷ everything staff stand behind (undefined when staff stand behind none). */
  readonly recall?: number;
}

/** The reader's accuracy per term measured against what staff decided (the stored reviews). */
export function termAgreement(reviews: readonly Pick<TermReview, 'terms'>[]): TermAgreement[] {
  return termKeys.map((term) => {
    const all = reviews.flatMap((review) => review.terms.filter((settled) => settled.term === term));
    const count = (outcome: TermOutcome) => all.filter((settled) => settled.outcome === outcome).length;
    const [confirmed, corrected, notInContract, added] = [count('confirmed'), count('corrected'), count('notInContract'), count('added')];
    const reported = confirmed + corrected + notInContract;
    const true_ = confirmed + corrected + added;
    return {
      term,
      confirmed,
      corrected,
      notInContract,
      added,
      ...(reported > 0 ? { precision: confirmed / reported } : {}),
      ...(true_ > 0 ? { recall: confirmed / true_ } : {}),
    };
  });
}
