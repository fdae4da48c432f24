import {
  isTermValue,
  malpracticeTypes,
  relocationKinds,
  repaymentMethods,
  tailPayers,
  wrongValueText,
  type TermDecision,
} from '#shared/contract-terms/review.ts';
import { formatTermValue, termInfo, type TermFinding, type TermKey, type TermValue } from '#shared/contract-terms/terms.ts';

/**
 * What staff have done with one finding so far; a correction holds the field's text until it is a
 * value. `note` is the reviewer's note to the physician on the term as typed (issue 37), if any.
 */
export type FindingDraft =
  | { readonly outcome: 'confirmed' | 'notInContract'; readonly note?: string }
  | { readonly outcome: 'corrected'; readonly input: string; readonly note?: string };

/** A term the reader missed, as staff type it. */
export interface AddedDraft {
  readonly term: TermKey;
  readonly input: string;
  readonly page: string;
  readonly quote: string;
  /** The reviewer's note to the physician on it (issue 37), as typed. */
  readonly note?: string;
}

/** A typed note as the decision carries it: trimmed, and left out when blank. */
const noteOf = (note: string | undefined) => (note?.trim() ? { note: note.trim() } : {});

/** How a term's value is entered: a number, yes/no, or one of a few words. */
export function inputKind(
  term: TermKey,
): { readonly kind: 'number' | 'text' } | { readonly kind: 'choice'; readonly options: readonly { value: string; label: string }[] } {
  if (termInfo[term].unit === 'boolean')
    return {
      kind: 'choice',
      options: [
        { value: 'true', label: 'Yes' },
        { value: 'false', label: 'No' },
      ],
    };
  const choices = (values: readonly string[]) => ({
    kind: 'choice' as const,
    options: values.map((value) => ({ value, label: formatTermValue(term, value) })),
  });
  if (term === 'malpracticeType') return choices(malpracticeTypes);
  if (term === 'tailPaidBy') return choices(tailPayers);
  if (term === 'signingBonusRepayment' || term === 'relocationRepayment') return choices(repaymentMethods);
  if (term === 'relocationKind') return choices(relocationKinds);
  if (term === 'callRatio') return { kind: 'text' };
  return { kind: 'number' };
}

/** The field's text as the term's value ("250000" → 250000, "true" → true, "1:4" stays), or undefined. */
export function parseTermInput(term: TermKey, input: string): TermValue | undefined {
  const text = input.trim();
  if (text === '') return undefined;
  const kind = inputKind(term).kind;
  const value: unknown =
    termInfo[term].unit === 'boolean'
      ? text === 'true'
        ? true
        : text === 'false'
          ? false
          : undefined
      : kind === 'number'
        ? Number(text.replace(/[$,\s]/g, ''))
        : text;
  return isTermValue(term, value) ? value : undefined;
}

/** Why a field's text is not a value for its term (the API's own wording), or undefined when it is. */
export const inputError = (term: TermKey, input: string) =>
  input.trim() === '' || parseTermInput(term, input) !== undefined ? undefined : wrongValueText(term);

/** The form's value for a stored value ("true", "250000", "1:4"). */
export const inputOf = (value: TermValue) => String(value);

/** Whether a finding's draft is a decision the API takes. */
export function isSettled(finding: Pick<TermFinding, 'term'>, draft: FindingDraft | undefined): boolean {
  if (!draft) return false;
  return draft.outcome !== 'corrected' || parseTermInput(finding.term, draft.input) !== undefined;
}

/** The body's `terms`: one decision per finding and per added term (call only once everything is settled). */
export function decisionsOf(
  findings: readonly Pick<TermFinding, 'term'>[],
  drafts: Partial<Record<TermKey, FindingDraft>>,
  added: readonly AddedDraft[],
): TermDecision[] {
  const settled = findings.map((finding): TermDecision => {
    const draft = drafts[finding.term]!;
    return draft.outcome === 'corrected'
      ? { term: finding.term, outcome: 'corrected', value: parseTermInput(finding.term, draft.input)!, ...noteOf(draft.note) }
      : { term: finding.term, outcome: draft.outcome, ...noteOf(draft.note) };
  });
  const more = added.map((draft): TermDecision => ({
    term: draft.term,
    outcome: 'added',
    value: parseTermInput(draft.term, draft.input)!,
    page: Number(draft.page),
    ...(draft.quote.trim() ? { quote: draft.quote.trim() } : {}),
    ...noteOf(draft.note),
  }));
  return [...settled, ...more];
}

/** The decisions made so far, to keep as a draft (issue 29): settled findings and added terms only. */
export function draftDecisionsOf(
  findings: readonly Pick<TermFinding, 'term'>[],
  drafts: Partial<Record<TermKey, FindingDraft>>,
  added: readonly AddedDraft[],
): TermDecision[] {
  const settled = findings.filter((finding) => isSettled(finding, drafts[finding.term]));
  return decisionsOf(settled, drafts, added);
}

/** A saved draft back in the desk's hands: the findings' drafts and the added terms. */
export function draftsOf(decisions: readonly TermDecision[]): {
  drafts: Partial<Record<TermKey, FindingDraft>>;
  added: AddedDraft[];
} {
  const drafts: Partial<Record<TermKey, FindingDraft>> = {};
  const added: AddedDraft[] = [];
  for (const decision of decisions) {
    const note = decision.note ? { note: decision.note } : {};
    if (decision.outcome === 'added')
      added.push({ term: decision.term, input: inputOf(decision.value!), page: String(decision.page), quote: decision.quote ?? '', ...note });
    else if (decision.outcome === 'corrected') drafts[decision.term] = { outcome: 'corrected', input: inputOf(decision.value!), ...note };
    else drafts[decision.term] = { outcome: decision.outcome, ...note };
  }
  return { drafts, added };
}
