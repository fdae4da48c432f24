/**
 * Restrictive covenants (issue 38): the non-compete's radius and length and the non-solicitation's length.
 * Rules: nonCompete.radius / nonCompete.length / nonSolicit.length (read from what the clause forbids: "for one (1)
 * year after your employment ends you will not practice ... within twenty (20) miles"), and nonCompeteMiles.named,
 * nonCompeteMonths.named, nonSolicitMonths.named (the figure nearest the covenant's name).
 */
import type { ClauseAt, FigureRule, Proposal, TopicTerm } from '../candidates.ts';
import { confidenceOf } from '../candidates.ts';
import { runsAfterEmployment } from '../document.ts';
import type { Quantity } from '../numbers.ts';
import { compile } from '../vocabulary.ts';
import type { TermKey } from '#shared/contract-terms/terms.ts';

/** The terms this family finds. */
export const covenantsTerms = ['nonCompeteMiles', 'nonCompeteMonths', 'nonSolicitMonths'] as const satisfies readonly TermKey[];

const months = (value: number) => value >= 1 && value <= 120;

/** A non-compete by its names (and the words of a radius or a restricted area). */
export const nonCompeteNames = [
  String.raw`\bnon-?\s?compet\w*`,
  String.raw`\bcovenant\s+not\s+to\s+compete\b`,
  String.raw`\bcompet(?:e|ing|ition|itive)\b`,
  String.raw`\brestrictive\s+covenant\b`,
];
export const nonSolicitNames = [String.raw`\bsolicit\w*`, String.raw`\bnon-?\s?solicit\w*`, String.raw`\binduce\b`, String.raw`\bhire\s+away\b`];

/** The words of a clause that forbids practising (the covenant's name is often only in the heading). */
export const forbidsPracticeWords = [
  String.raw`\b(?:shall|will|may|agrees?\s+(?:that\s+)?(?:\w+\s+){0,4}(?:shall|will)?|would\s+agree)\s+not,?\s+(?:(?:\([a-z\d]{1,3}\)|(?!solicit|induce|hire|recruit|employ\b)[\w-]+),?\s+){0,4}?(?:practice|engage|provide|render|perform|compete|own|operate|be\s+employed|work|offer|deliver|furnish)\b`,
  String.raw`\bnot\s+to\s+(?:practice|provide|engage|compete|render|perform)\b`,
  String.raw`\brefrain\s+from\s+(?:practicing|providing|engaging)\b`,
  String.raw`\b(?:shall|will|may)\s+not\s*,\s*[^,;.]{3,160},\s*(?:(?:either\s+)?directly\s+or\s+indirectly\s*,?\s*)?(?:\([a-z\d]{1,3}\)\s*)?(?:practice|engage|provide|render|perform|compete|own|operate|be\s+employed|work)\b`,
  String.raw`\bneither\b[^.;]{1,80}\bnor\b[^.;]{1,80}?\b(?:shall|will|may)\s+(?:[\w-]+\s+){0,2}?(?:practice|engage|provide|render|perform|compete|work)\b`,
];
const forbidsPractice = compile(forbidsPracticeWords);

const notBound = new RegExp(
  String.raw`\bnot\s+(?:be\s+)?(?:subject\s+to|bound\s+by)\s+(?:an?y?\s+)?(?:non-?\s?compet|covenant\s+not|restrictive)` +
    String.raw`|\bno\s+(?:non-?\s?compet|covenant\s+not\s+to\s+compete|restrictive\s+covenant)`,
  'i',
);

/**
 * "during the last twelve (12) months of Radiologist's employment", "the 12 months preceding termination": a look-back
 * that says whose patients count, not how long the covenant lasts.
 */
const lookBack = (q: Quantity, clause: ClauseAt) =>
  /\b(?:last|final|preceding|prior|previous|past)\s+$/i.test(clause.text.slice(Math.max(0, q.start - clause.start - 30), q.start - clause.start)) ||
  /^\W*(?:immediately\s+)?(?:preceding|prior\s+to|before)\b/i.test(clause.text.slice(q.end - clause.start));

export const covenantTopics: readonly TopicTerm[] = [
  {
    term: 'nonCompeteMiles',
    family: 'covenants',
    rule: 'nonCompeteMiles.named',
    vocabulary: [...nonCompeteNames, String.raw`\bradius\b`, String.raw`\brestricted\s+area\b`, String.raw`\bpractice\s+medicine\b`],
    units: ['miles'],
    accept: (v) => v >= 1 && v <= 200,
    negation: notBound,
  },
  {
    term: 'nonCompeteMonths',
    family: 'covenants',
    rule: 'nonCompeteMonths.named',
    vocabulary: [...nonCompeteNames, String.raw`\brestricted\s+(?:period|area)\b`, String.raw`\bradius\b`],
    units: ['months'],
    accept: months,
    negation: notBound,
    // '... the non-solicitation covenant ..., and the defined term "Restricted Period" ... shall mean such twenty-four
    // (24) month period': a restricted period that only the non-solicitation uses.
    declines: (hit, clause, sentence) =>
      /^restricted/i.test(clause.text.slice(hit.start - clause.start)) && /\bsolicit/i.test(sentence.text) && !/\bcompet/i.test(sentence.text),
    refuses: lookBack,
  },
  {
    term: 'nonSolicitMonths',
    family: 'covenants',
    rule: 'nonSolicitMonths.named',
    vocabulary: nonSolicitNames,
    units: ['months'],
    accept: months,
    negation: /\bnot\s+(?:be\s+)?(?:subject\s+to|bound\s+by)\s+(?:an?y?\s+)?non-?\s?solicit|\bno\s+non-?\s?solicit/i,
    refuses: lookBack,
  },
];

/**
 * A restrictive covenant read from what it forbids rather than its name: a duration counts when it runs after
 * employment ends (not a look-back "during the last twelve months"); a radius when the clause forbids practising
 * (not "reside within 30 miles").
 */
function covenantTerms(clause: string, q: Quantity, offset: number): { terms: TermKey[]; rule: string } {
  // A table row labelled "Restrictive covenant" / "Non-compete" states it without a verb.
  const forbids = forbidsPractice.test(clause) || /^\W*(?:restrictive\s+covenants?|non-?\s?compet\w*|covenant\s+not\s+to\s+compete)\b/i.test(clause);
  const soliciting = /\bsolicit\w*|\binduce\b|\bhire\b|\brecruit\b|\bemploy\s+any\b/i.test(clause);
  const none = { terms: [], rule: '' };
  if (q.unit === 'miles') {
    if (
      (forbids || /\bmeans\s+(?:the\s+)?(?:area|geographic|region|territory)|\bradius\b/i.test(clause)) &&
      !/\breside|\blive\b|\brespond|\barrive|\bon\s+call\b/i.test(clause)
    )
      return { terms: ['nonCompeteMiles'], rule: 'nonCompete.radius' };
    return none;
  }
  if (q.unit !== 'months' || !months(q.value)) return none;
  const before = clause.slice(Math.max(0, q.start - offset - 40), q.start - offset);
  const after = q.afterEmployment ?? runsAfterEmployment(clause.slice(q.end - offset, q.end - offset + 90));
  if (!after || /\b(?:last|final|preceding|prior|previous)\s+$/i.test(before)) return none;
  // "a non-competition covenant covering a ten (10) mile radius ..., lasting twenty-four (24) months after the end of
  // your employment, and a non-solicitation covenant": without a verb, the covenant named last before the period.
  if (!forbids) {
    const lastAt = (re: RegExp) => [...clause.slice(0, q.start - offset).matchAll(re)].at(-1)?.index ?? -1;
    if (lastAt(/\bnon-?\s?compet\w*|\bcovenant\s+not\s+to\s+compete\b/gi) > lastAt(/\b(?:non-?\s?)?solicit\w*/gi))
      return { terms: ['nonCompeteMonths'], rule: 'nonCompete.lastNamed' };
  }
  // "will not practice pediatrics or solicit the Clinic's patients": both covenants, one period.
  const terms: TermKey[] = [];
  if (forbids) terms.push('nonCompeteMonths');
  if (
    soliciting &&
    (!forbids ||
      new RegExp(
        String.raw`\bor\s+(?:\([a-z\d]{1,3}\)\s+)?(?:\w+\s+){0,2}solicit|\bnor\s+solicit|\band\s+(?:that\s+)?(?:\w+\s+){0,2}` +
          String.raw`(?:will|shall)\s+not\s+(?:directly\s+or\s+indirectly\s+)?solicit`,
        'i',
      ).test(clause))
  )
    terms.push('nonSolicitMonths');
  return { terms, rule: 'covenant.afterEmployment' };
}

/** A duration after employment ends, or a radius, in a clause that forbids practising or soliciting. */
export const covenant: FigureRule = {
  family: 'covenants',
  read: (q, { clause }) => {
    const { terms, rule } = covenantTerms(clause.text, q, clause.start);
    if (terms.length === 0) return undefined;
    return terms.map((term): Proposal => ({ term, value: q.value, at: q.printedAt ?? q.start, confidence: confidenceOf(60, q.converted), rule }));
  },
};
