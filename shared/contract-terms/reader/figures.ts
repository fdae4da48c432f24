/**
 * The figures of a sentence (issue 38): each quantity of each clause goes, in order, to the families' clause rules
 * (a clawback, a notice without cause, a covenant), else to the nearest topic word of a term that takes its unit
 * ("signing bonus ... $25,000"), else to a family's table rule (a salary by year under a header row). A term
 * mentioned only to exclude it is refused by its negation: never guessed.
 */
import {
  amendment,
  candidateOf,
  confidenceOf,
  distance,
  hitsOf,
  type Candidate,
  type CompiledTopic,
  type FigureContext,
  type FigureRule,
  type Hit,
} from './candidates.ts';
import { definedIn, type DocumentDefinitions } from './document.ts';
import { illustration, notInForce, replacedOrAdvance } from './in-force.ts';
import { dayCount, quantitiesIn } from './numbers.ts';
import { clausesOf, type Sentence } from './sentences.ts';
import { entryAt } from './vocabulary.ts';

/** What the reader is made of: the families' topic terms (in order), clause rules, and table rules. */
export interface FigureReaders {
  readonly topics: readonly CompiledTopic[];
  /** Tried before the nearest topic word, in order; the first that proposes takes the figure. */
  readonly clauseRules: readonly FigureRule[];
  /** Tried when no topic word takes the figure, in order. */
  readonly tableRules: readonly FigureRule[];
}

/** A part's title in capitals may open it ("AGREEMENT 1. Base Salary. Effective ..."): the numbered heading still counts. */
const openingHeading = new RegExp(
  String.raw`^\s*(?:[A-Z][A-Z&'’ -]{2,40}\s+(?=(?:section\s|article\s|\d)))?(?:(?:section|article)\s+)?[\d.]*\s*(?:` +
    String.raw`\([a-z\d]{1,3}\)\s*)?[A-Z][\w,'’&/ -]{0,50}?\.\s+(?=[A-Z])`,
);
/** A heading read as a sentence of its own ("3. Notice of Termination Without Cause."). */
const headingSentence = /^[\s"”'’]*(?:(?:section|article)\s+)?[\d.]*\s*[A-Z][\w ,'’&/-]{0,60}\.?\s*$/;

export function figureCandidates(
  readers: FigureReaders,
  defined: DocumentDefinitions,
  sentence: Sentence,
  previous: Sentence | undefined,
  out: Candidate[],
  lead?: Sentence,
  twoBack?: Sentence,
): void {
  const amends = amendment.test(sentence.text);
  const heading = openingHeading.exec(sentence.text);
  const headingEnd = heading && heading[0].trim().split(/\s+/).length <= 7 ? sentence.start + heading[0].length : -1;
  // A heading read as a sentence of its own names what the next one is about.
  const headingBefore = previous && headingSentence.test(previous.text) ? previous.text : '';
  const clauses = clausesOf(sentence);
  // "shall pay the Physician an annual salary as follows: (i) during the first year ..., $450,000; and (ii) ...": the
  // items carry the figures, the lead-in names what they are.
  const listed = clauses.length > 1 && /:\s*$/.test(sentence.text.slice(0, clauses[1]!.start - sentence.start));
  const leadInHits = listed ? hitsOf(readers.topics, clauses[0]!.text, clauses[0]!.start) : [];
  for (const clause of clauses) {
    const own = hitsOf(readers.topics, clause.text, clause.start);
    const item = clause !== clauses[0] && /^\W*\(?(?:[a-h]|[ivx]{1,4}|\d{1,2})\)\s/.test(clause.text);
    const hits = item ? [...own, ...leadInHits] : own;
    const printed = quantitiesIn(clause.text, clause.start);
    const quantities = [
      ...printed,
      ...definedIn(defined, clause.text, clause.start, sentence.start).filter((d) => !printed.some((q) => d.start < q.end && d.end > q.start)),
    ].sort((a, b) => a.start - b.start);
    if (illustration.test(clause.text)) continue;
    const at: FigureContext = { defined, sentence, previous, twoBack, lead, clause, quantities, headingBefore };
    const propose = (rule: FigureRule, q: (typeof quantities)[number]) => {
      const proposals = rule.read(q, at);
      if (proposals) for (const p of proposals) out.push(candidateOf(rule.family, p, sentence, amends));
      return proposals !== undefined;
    };
    for (const q of quantities) {
      if (notInForce(q, clause, quantities)) continue;
      if (readers.clauseRules.some((rule) => propose(rule, q))) continue;
      // "(30) days' written notice": a notice period, which only the terms that take one take.
      const noticeAfter = /^'?s?\s*(?:prior\s+|advance\s+)?(?:written\s+)?notice\b/i.test(clause.text.slice(q.end - clause.start));
      let best: { hit: Hit; gap: number } | undefined;
      for (const hit of hits) {
        if (!hit.term.units.includes(q.unit)) continue;
        if (noticeAfter && !hit.term.takesNoticePeriod) continue;
        if (hit.term.declines?.(hit, clause, sentence)) continue;
        const value = dayCount(q);
        if (hit.term.accept && !hit.term.accept(value, clause.text)) continue;
        // An item of a list takes the lead-in's word only when it names none of its own for this kind of figure.
        const fromLeadIn = hit.start < clause.start;
        if (fromLeadIn && own.some((other) => other.term.units.includes(q.unit))) continue;
        // A section's heading ("5.5 Relocation Expenses.") names what its first sentence is about, however long.
        const gap = fromLeadIn
          ? 60
          : hit.end <= headingEnd
            ? Math.min(distance(hit, q, clause.text, clause.start), 100)
            : distance(hit, q, clause.text, clause.start);
        // A number that belongs to none of the terms keeps it from the term named beside it.
        if (!best || gap < best.gap || (gap === best.gap && hit.term.term === 'sink')) best = { hit, gap };
      }
      if (!best && readers.tableRules.some((rule) => propose(rule, q))) continue;
      if (!best || best.gap > 160 || best.hit.term.term === 'sink') continue;
      const term = best.hit.term;
      if (term.refuses?.(q, clause)) continue;
      if (term.negation?.test(clause.text)) continue;
      if (replacedOrAdvance(q, clause)) continue;
      const value = dayCount(q);
      if (q.unit === 'hours' && !Number.isInteger(value)) continue;
      const hitIn = best.hit.start < clause.start ? clauses[0]! : clause;
      const matched = entryAt(term.vocabulary, hitIn.text, best.hit.start - hitIn.start);
      out.push(
        candidateOf(
          term.family as Exclude<typeof term.family, 'sink'>,
          {
            term: term.term as Exclude<typeof term.term, 'sink'>,
            value,
            at: q.printedAt ?? q.start,
            confidence: confidenceOf(best.gap, q.converted || q.unit === 'weeks' || q.unit === 'hours'),
            rule: term.rule,
            ...(matched !== undefined ? { matched } : {}),
          },
          sentence,
          amends,
        ),
      );
    }
  }
}
