import type { TermFinding, TermKey } from '#shared/contract-terms/terms.ts';
import { quoteOf } from '../quotes.ts';
import { sentencesOf } from '../sentences.ts';
import { matchesOf, phrases, phraseSource, type PhraseMatch as Match, type PhraseVocabulary as Vocabulary } from '../vocabulary.ts';
import {
  inFullPhrases,
  proRataPhrases,
  repaymentContext,
  reimbursementPhrases,
  cashPhrases,
  signingNames,
  relocationNames,
  otherBonus,
  otherPay,
  sameAsBonusPhrases,
} from './bonuses-repayment-words.ts';

/**
 * How a signing bonus and relocation are repaid on leaving early, and whether relocation is a reimbursement of
 * expenses or a cash payment (issue 39): the `bonuses` family's repayment rules. Pure code over the page texts and
 * the findings the reader already made (the clawback periods tell which money a repayment clause is about).
 *
 * Only what the contract states: "repay the signing bonus" alone says neither pro rata nor in full, and a relocation
 * "package" says neither reimbursement nor cash, so neither gives a finding.
 */

/** The terms this module reads (bench:terms leaves them to bench:repayment: its corpora do not record them). */
export const repaymentTermKeys = ['signingBonusRepayment', 'relocationRepayment', 'relocationKind'] as const satisfies readonly TermKey[];

const physicianWord = String.raw`(?:physician|employee|doctor|you|provider|surgeon|associate|clinician|practitioner|dr\.?\s+[\w'’-]+)`;

/** The placeholders of the words' phrases (bonuses-repayment-words.ts). */
const placeholders = {
  PHYSICIAN: physicianWord,
  MONTH: String.raw`(?:calendar\s+)?(?:months?|years?|anniversary)`,
  '1/#': String.raw`(?:one[-\s][a-z-]+\s*\(\s*)?1\s*\/\s*\d{1,2}(?:th)?\)?`,
  // "repay*" takes "repaid" too.
  'repay*': String.raw`repa(?:y|id)\w*`,
};
// Whole words; "in full force and effect" is no repayment.
const vocabulary = (list: readonly string[]): Vocabulary => phrases(list, placeholders, String.raw`\s+force\b`);

const vocabularies = {
  inFull: vocabulary(inFullPhrases),
  proRata: vocabulary(proRataPhrases),
  repayment: vocabulary(repaymentContext),
  reimbursement: vocabulary(reimbursementPhrases),
  cash: vocabulary(cashPhrases),
  signing: vocabulary(signingNames),
  relocation: vocabulary(relocationNames),
  otherBonus: vocabulary(otherBonus),
  otherPay: vocabulary(otherPay),
  sameAsBonus: vocabulary(sameAsBonusPhrases),
};

const mentions = (words: Vocabulary, text: string) => matchesOf(words, text).length > 0;

/** "not forgiven monthly", "is not repayable in full": a phrase its clause denies. */
const denied = (text: string, at: number) => /\b(?:not|never|no)\s+(?:\w+\s+){0,2}$/i.test(text.slice(Math.max(0, at - 40), at));

/** A bare "bonus" or "incentive" (the signing bonus when the paragraph is about it), not a named other bonus. */
const bareBonus = /\b(?:bonus|incentive|advance|forgivable\s+loan)\b/gi;

// ---------------------------------------------------------------- reading

interface Sentence {
  readonly start: number;
  readonly end: number;
  readonly text: string;
}
type Money = 'signing' | 'relocation';
type Method = 'pro-rata' | 'in-full';

interface Found {
  readonly term: TermKey;
  readonly value: string;
  readonly at: number;
  readonly sentence: Sentence;
  readonly confidence: number;
  readonly rule: string;
  readonly matched: string;
}

/** Whitespace-free lower case, to find a quote inside a sentence whatever its line ends. */
const squeeze = (text: string) => text.replace(/…/g, '').replace(/\s+/g, '').toLowerCase();

/** Which money a clause names, each mention with its place. */
function namesIn(text: string, offset: number, bonusTopic: boolean): { money: Money; start: number; end: number }[] {
  const names: { money: Money; start: number; end: number }[] = [
    ...matchesOf(vocabularies.signing, text, offset).map((m) => ({ money: 'signing' as const, start: m.start, end: m.end })),
    ...matchesOf(vocabularies.relocation, text, offset).map((m) => ({ money: 'relocation' as const, start: m.start, end: m.end })),
  ];
  if (bonusTopic)
    for (const m of text.matchAll(bareBonus)) {
      const before = text.slice(Math.max(0, m.index - 30), m.index);
      const at = offset + m.index;
      if (mentions(vocabularies.otherBonus, before.split(/\s+/).slice(-3).join(' '))) continue;
      if (names.some((n) => n.start <= at && at < n.end)) continue;
      names.push({ money: 'signing', start: at, end: at + m[0].length });
    }
  return names.sort((a, b) => a.start - b.start);
}

/**
 * The money a method phrase at `at` is about: named around it in its clause (both, when they are joined by "and"
 * and the phrase is not between them), else the money its sentence or paragraph is about.
 */
function moneyOf(clause: string, offset: number, at: number, context: readonly Money[], bonusTopic: boolean): { money: Money[]; named: boolean } {
  const names = namesIn(clause, offset, bonusTopic);
  const kinds = new Set(names.map((n) => n.money));
  if (kinds.size === 0) return { money: [...new Set(context)], named: false };
  if (kinds.size === 1) return { money: [...kinds], named: true };
  const before = names.filter((n) => n.end <= at);
  const after = names.filter((n) => n.start >= at);
  const joined = (side: typeof names) =>
    new Set(side.map((n) => n.money)).size === 2 &&
    /\b(?:and|or|as\s+well\s+as|both|each)\b/i.test(clause.slice(side[0]!.start - offset, side.at(-1)!.end - offset));
  if (joined(before) && (after.length === 0 || !/\bwhile\b|\bbut\b/i.test(clause.slice(at - offset))))
    return { money: ['signing', 'relocation'], named: true };
  if (before.length === 0 && joined(after)) return { money: ['signing', 'relocation'], named: true };
  const nearest = before.at(-1) ?? after[0]!;
  return { money: [nearest.money], named: true };
}

/**
 * Clauses of a sentence, with their offsets in the text: cut at ";" and at a line that opens
 * a row naming the money ("Relocation allowance  $8,000 ...") unless the line before runs on into it.
 */
function clausesOf(sentence: Sentence, printed: string): { text: string; start: number }[] {
  const clauses: { text: string; start: number }[] = [];
  let start = 0;
  const cuts = [...sentence.text.matchAll(/;\s+/g)].map((m) => ({ at: m.index, length: m[0].length }));
  for (const m of printed.matchAll(rowStart)) {
    const line = printed.slice(printed.lastIndexOf('\n', m.index - 1) + 1, m.index).trimEnd();
    const opens = printed
      .slice(m.index + 1)
      .trimStart()
      .charAt(0);
    if (line && opens === opens.toUpperCase() && !runsOn.test(line)) cuts.push({ at: m.index, length: 1 });
  }
  for (const cut of cuts.sort((a, b) => a.at - b.at)) {
    if (cut.at < start) continue;
    clauses.push({ text: sentence.text.slice(start, cut.at), start: sentence.start + start });
    start = cut.at + cut.length;
  }
  clauses.push({ text: sentence.text.slice(start), start: sentence.start + start });
  return clauses.filter((clause) => clause.text.trim() !== '');
}
const rowStart = new RegExp(
  String.raw`\n(?=[ \t]*(?:${[...signingNames, ...relocationNames].map((phrase) => phraseSource(phrase, placeholders)).join('|')})\b)`,
  'gi',
);
/** A line that runs on into the next: it ends on a joining word or mark. */
const runsOn = /[,:(/-]$|\b(?:and|or|of|the|a|an|to|in|for|with|by|at|on|per|than|from|within|all|any|each|your|his|her)$/i;

const methodTerm: Record<Money, TermKey> = { signing: 'signingBonusRepayment', relocation: 'relocationRepayment' };

/** Given the page texts and the reader's findings, the repayment methods and the relocation's kind the contract states. */
export function repaymentFindings(pages: readonly string[], found: readonly TermFinding[]): TermFinding[] {
  const starts: number[] = [];
  let joined = '';
  for (const page of pages) {
    starts.push(joined.length);
    joined += `${page.replace(/\r/g, ' ')}\n`;
  }
  const pageAt = (offset: number) => starts.findLastIndex((start) => start <= offset) + 1;
  // A lone line end is a space; a blank line (a paragraph's or a row's end) stays a break. Same length, same offsets.
  const text = joined.replace(/(?<!\n[ \t]*)\n(?![ \t]*\n)/g, ' ');
  const sentences = sentencesOf(text);

  // Sentences the reader already tied to one money: where it read a clawback period, or the amount itself.
  const tiedTo = new Map<Sentence, Set<Money>>();
  const tie = (money: Money, quote: string) => {
    const wanted = squeeze(quote);
    if (wanted.length < 12) return;
    for (const sentence of sentences)
      if (squeeze(sentence.text).includes(wanted)) tiedTo.set(sentence, new Set([...(tiedTo.get(sentence) ?? []), money]));
  };
  for (const f of found) {
    if (f.term === 'signingBonusClawbackMonths') tie('signing', f.quote);
    if (f.term === 'relocationClawbackMonths') tie('relocation', f.quote);
  }
  const relocationGrants = found.filter((f) => f.term === 'relocation').map((f) => squeeze(f.quote));
  const grants = new Set(
    sentences.filter((sentence) => relocationGrants.some((quote) => quote.length >= 12 && squeeze(sentence.text).includes(quote))),
  );

  const out: Found[] = [];
  let paragraph: Money[] = [];
  let bonusTopic = false;
  let previous: Money[] = [];
  for (const sentence of sentences) {
    // A paragraph's first sentence (with its heading) says what the paragraph is about.
    const opens = /^\s*\n\s*\n/.test(sentence.text) || sentence === sentences[0];
    const named = namesIn(sentence.text, sentence.start, false).map((n) => n.money);
    if (opens) {
      paragraph = [...new Set(named)];
      bonusTopic = named.includes('signing');
      previous = [];
    } else if (named.includes('signing')) bonusTopic = true;
    const tied = [...(tiedTo.get(sentence) ?? [])];
    const context = tied.length > 0 ? tied : named.length > 0 ? [...new Set(named)] : previous.length > 0 ? previous : paragraph;
    const repaying = mentions(vocabularies.repayment, sentence.text);

    const printed = joined.slice(sentence.start, sentence.end);
    const clauses = clausesOf(sentence, printed);
    // A clause naming no money is about the one its sentence named last before it ("Sign-on bonus $12,000, paid at start;
    // repay in full if you leave within 12 months").
    const namedBefore = clauses.map((_, i) =>
      clauses
        .slice(0, i)
        .map((c) => [...new Set(namesIn(c.text, c.start, false).map((n) => n.money))])
        .findLast((money) => money.length > 0),
    );
    for (const [i, clause] of clauses.entries()) {
      const full = matchesOf(vocabularies.inFull, clause.text, clause.start).filter((m) => !denied(text, m.start));
      const rata = repaying ? matchesOf(vocabularies.proRata, clause.text, clause.start).filter((m) => !denied(text, m.start)) : [];
      // "the full amount, reduced by 1/24 for each month served": the reduction says how it comes back.
      const method: [Method, Match] | undefined = rata[0] ? ['pro-rata', rata[0]] : full[0] ? ['in-full', full[0]] : undefined;
      if (!method) continue;
      const [value, match] = method;
      // "a prorated productivity bonus for the partial year", "salary earned through that date": other pay, no money named.
      if (namesIn(clause.text, clause.start, bonusTopic).length === 0 && mentions(vocabularies.otherPay, clause.text)) continue;
      const { money, named: inClause } = moneyOf(clause.text, clause.start, match.start, namedBefore[i] ?? context, bonusTopic);
      for (const m of money)
        out.push({
          term: methodTerm[m],
          value,
          at: match.start,
          sentence,
          confidence: inClause ? 0.85 : tied.includes(m) ? 0.8 : 0.7,
          rule: value === 'in-full' ? 'repayment.inFull' : 'repayment.proRata',
          matched: match.phrase,
        });
    }

    // Relocation's kind: read in a clause that names relocation (or of a paragraph about it), strongest words first.
    for (const [i, clause] of clauses.entries()) {
      const names = namesIn(clause.text, clause.start, false).map((n) => n.money);
      const before = namedBefore[i];
      const aboutRelocation =
        names.includes('relocation') ||
        (names.length === 0 &&
          (before
            ? before.includes('relocation') && !before.includes('signing')
            : !named.includes('signing') && (grants.has(sentence) || paragraph.includes('relocation'))));
      if (!aboutRelocation) continue;
      const cash = matchesOf(vocabularies.cash, clause.text, clause.start).filter((m) => !denied(text, m.start));
      const reimbursed = matchesOf(vocabularies.reimbursement, clause.text, clause.start).filter(
        (m) => !denied(text, m.start) && !isRepayment(text, m),
      );
      const kind: ['cash' | 'reimbursement', Match] | undefined = cash[0]
        ? ['cash', cash[0]]
        : reimbursed[0]
          ? ['reimbursement', reimbursed[0]]
          : undefined;
      if (!kind) continue;
      const grant = grants.has(sentence);
      out.push({
        term: 'relocationKind',
        value: kind[0],
        at: kind[1].start,
        sentence,
        confidence: grant ? 0.85 : names.includes('relocation') ? 0.8 : 0.7,
        rule: kind[0] === 'cash' ? 'relocationKind.cash' : 'relocationKind.reimbursement',
        matched: kind[1].phrase,
      });
    }
    // "Relocation is repayable on the same terms as the signing bonus": its method, when the bonus's is stated.
    if (named.includes('relocation') || previous.includes('relocation') || paragraph.includes('relocation')) {
      const same = matchesOf(vocabularies.sameAsBonus, sentence.text, sentence.start)[0];
      if (same && repaying) out.push({ ...sameAs(sentence, same), value: '' });
    }
    if (named.length > 0) previous = [...new Set(named)];
  }

  // The surest reading of each term; the earliest among equals (a later "in full" for a later period gives way).
  const chosen = new Map<TermKey, Found>();
  for (const f of out) {
    if (f.value === '') continue;
    const held = chosen.get(f.term);
    if (!held || f.confidence > held.confidence) chosen.set(f.term, f);
  }
  const signing = chosen.get('signingBonusRepayment');
  const same = out.find((f) => f.value === '');
  if (same && signing && !chosen.has('relocationRepayment'))
    chosen.set('relocationRepayment', { ...same, value: signing.value, confidence: Math.min(0.75, signing.confidence) });

  return [...chosen.values()].map((f) => ({
    term: f.term,
    value: f.value,
    page: pageAt(f.at),
    ...quoteOf(f.sentence, f.at, joined.slice(f.sentence.start, f.sentence.end)),
    confidence: f.confidence,
    trace: { family: 'bonuses', rule: f.rule, matched: f.matched },
  }));
}

/** "Physician shall reimburse the Practice", "reimburse Employer the full": money going back, not a reimbursement given. */
function isRepayment(text: string, m: Match): boolean {
  const before = text.slice(Math.max(0, m.start - 40), m.start);
  const after = text.slice(m.end, m.end + 40);
  return (
    new RegExp(String.raw`\b${physicianWord}\s+(?:shall|will|must|agrees?\s+to)\s+(?:\w+\s+)?$`, 'i').test(before) ||
    /^\s+(?:the\s+)?(?:employer|practice|company|hospital|group|us|clinic|corporation|university)\b/i.test(after)
  );
}

function sameAs(sentence: Sentence, match: Match): Found {
  return {
    term: 'relocationRepayment',
    value: '',
    at: match.start,
    sentence,
    confidence: 0.75,
    rule: 'repayment.sameAsSigningBonus',
    matched: match.phrase,
  };
}
