/**
 * Candidates and their scoring (issue 38): what a family proposes (a term, its value, where it is printed, how sure,
 * and the rule that read it), the topic words a figure is given to (the nearest one of a term that takes its unit),
 * and how the reader chooses one candidate per term and says how sure it is.
 */
import type { FindingTrace, TermFamily, TermKey, TermValue } from '../terms.ts';
import type { DocumentDefinitions } from './document.ts';
import type { Quantity, QuantityUnit } from './numbers.ts';
import type { Sentence } from './sentences.ts';
import { compile } from './vocabulary.ts';

export interface Candidate {
  readonly term: TermKey;
  readonly value: TermValue;
  /** Offset in the joined text of where the value is printed. */
  readonly at: number;
  readonly sentence: Sentence;
  readonly confidence: number;
  /** Said by an amendment ("is hereby amended to"): supersedes what an earlier sentence said. */
  readonly amends: boolean;
  readonly trace: FindingTrace;
}

/** A candidate as a family's rule proposes it: the sentence and whether it amends are the engine's to add. */
export type Proposal = Omit<Candidate, 'sentence' | 'amends' | 'trace'> & { readonly rule: string; readonly matched?: string };

/**
 * A term read from the topic words near its figure ("signing bonus ... $25,000"): its vocabulary, the units it takes,
 * the values it accepts, and what refuses it.
 */
export interface TopicTerm {
  readonly term: TermKey | 'sink';
  readonly family: TermFamily | 'sink';
  /** The rule id of a finding it produces (unique within its family). */
  readonly rule: string;
  /** Its topic words, as listed (compiled with `compile`). */
  readonly vocabulary: readonly string[];
  readonly units: readonly QuantityUnit[];
  readonly accept?: (value: number, clause: string) => boolean;
  /** The clause mentions the term only to exclude it. */
  readonly negation?: RegExp;
  /** It takes a period followed by "notice" ("(30) days' written notice"), which others leave. */
  readonly takesNoticePeriod?: boolean;
  /** This hit of its words does not name it here (a restricted period only the non-solicitation uses). */
  readonly declines?: (hit: Hit, clause: ClauseAt, sentence: Sentence) => boolean;
  /** Its figure is refused after all (a part of the term, a penalty, a look-back). */
  readonly refuses?: (q: Quantity, clause: ClauseAt) => boolean;
}

export interface CompiledTopic extends TopicTerm {
  readonly topic: RegExp;
}
export const compileTopic = (term: TopicTerm): CompiledTopic => ({ ...term, topic: compile(term.vocabulary) });

export interface ClauseAt {
  readonly text: string;
  readonly start: number;
}

export interface Hit {
  readonly term: CompiledTopic;
  readonly start: number;
  readonly end: number;
}

export function hitsOf(topics: readonly CompiledTopic[], clause: string, offset: number): Hit[] {
  const hits: Hit[] = [];
  for (const term of topics) {
    const re = new RegExp(term.topic.source, 'gi');
    for (let m = re.exec(clause); m; m = re.exec(clause)) hits.push({ term, start: m.index + offset, end: m.index + offset + m[0].length });
  }
  return hits;
}

/** What follows a figure that names what it is of: "four (4) weeks of paid time off", "days of paid leave to attend CME". */
const namesWhatFollows = new RegExp(
  String.raw`^[\s'’)]*(?:and\s+(?:up\s+to\s+)?\$\s?[\d,]+(?:\.\d+)?\s+)?(?:(?:each|per|every|a)\s+(?:contract\s+|calendar\s+|employment\s+)?year\s+)?` +
    String.raw`(?:of|for|in|toward|towards)\s+(?:[\w-]+\s+){0,2}(?:(?:each|per|every|a)\s+(?:contract\s+|calendar\s+)?year\s+)?` +
    String.raw`(?:(?:to\s+attend|to\s+participate\s+in|to\s+pursue|for|attendance\s+at)\s+(?:\w+\s+)?)?$`,
  'i',
);

/** Distance from a topic word to a quantity; a quantity before its word counts a little further. */
export function distance(hit: Hit, q: Quantity, text: string, offset: number): number {
  if (q.start >= hit.end) return q.start - hit.end;
  if (q.end <= hit.start) {
    // "four (4) weeks of paid time off": the quantity names what follows it.
    // "five (5) days of paid leave to attend continuing medical education": what the leave is for.
    if (namesWhatFollows.test(text.slice(q.end - offset, hit.start - offset))) return 0;
    return (hit.start - q.end) * 1.5 + 2;
  }
  return 0;
}

export function confidenceOf(gap: number, converted: boolean): number {
  const base = gap <= 40 ? 0.95 : gap <= 100 ? 0.85 : 0.7;
  return Math.round((converted ? base - 0.05 : base) * 100) / 100;
}

/** A sentence that changes what the agreement said. */
export const amendment = new RegExp(
  String.raw`\bamend\w*|\bhereby\s+(?:changed|replaced|increased|modified)|\breplaced\s+(?:in\s+its\s+entirety\s+)?` +
    String.raw`(?:with|by)|\bshall\s+now\b|\beffective\s+as\s+of\s+the\s+amendment`,
  'i',
);

/** What a rule sees of the clause a figure is in. */
export interface FigureContext {
  readonly defined: DocumentDefinitions;
  readonly sentence: Sentence;
  /** The sentence before, the one before that, and the first of the paragraph (whose heading names what it is about). */
  readonly previous?: Sentence;
  readonly twoBack?: Sentence;
  readonly lead?: Sentence;
  readonly clause: ClauseAt;
  /** The figures of the clause (printed, and defined terms used by name), in order. */
  readonly quantities: readonly Quantity[];
  /** A heading read as a sentence of its own just before ("3. Notice of Termination Without Cause."), or ''. */
  readonly headingBefore: string;
}

/** A rule that reads a figure from what its clause says (not only the nearest word): its proposals, or undefined to pass. */
export interface FigureRule {
  readonly family: TermFamily;
  readonly read: (q: Quantity, at: FigureContext) => readonly Proposal[] | undefined;
}

/** A rule that reads a term from a sentence's words, not from a figure (a renewal, a form of insurance, a call ratio). */
export interface SentenceRule {
  readonly family: TermFamily;
  readonly read: (at: { readonly sentence: Sentence; readonly lead?: Sentence; readonly defined: DocumentDefinitions }) => readonly Proposal[];
}

export const candidateOf = (family: TermFamily, p: Proposal, sentence: Sentence, amends: boolean): Candidate => ({
  term: p.term,
  value: p.value,
  at: p.at,
  sentence,
  confidence: p.confidence,
  amends,
  trace: { family, rule: p.rule, ...(p.matched !== undefined ? { matched: p.matched } : {}) },
});

/**
 * How the rest of the document bears on a finding: another sentence giving the same term a different
 * value makes it much less sure (the reader had to choose); another giving the same value, a little surer.
 */
export function agreement(chosen: Candidate, candidates: readonly Candidate[]): number {
  const others = candidates.filter((c) => c.term === chosen.term && c.at >= 0 && c.sentence !== chosen.sentence);
  if (others.some((c) => c.value !== chosen.value)) return -0.2;
  return others.length > 0 ? 0.03 : 0;
}

/** A recital of what the agreement said ("WHEREAS ... currently receives $305,000"), not what it says now. */
const recital = (c: Candidate) =>
  /^\W*(?:[\d.]+\s*)?(?:WHEREAS|Recitals?)\b/.test(c.sentence.text) ||
  (new RegExp(
    String.raw`\b(?:currently|presently|previously|formerly|originally|now)\s+(?:provides?|permits?|requires?|sets?` +
      String.raw`|states?|stated|reads?|receives?|entitles?|is|are|was|were)\b|\bas\s+originally\b`,
    'i',
  ).test(c.sentence.text) &&
    !/\b(?:is|are|shall\s+be)\s+(?:hereby\s+)?(?:replaced|amended|deleted|restated|changed|revised)\b/i.test(c.sentence.text));

/**
 * One candidate per term. An amendment recites what the agreement said and then says what it says now: its
 * recitals count only for a term nothing else sets, and the last statement wins (a table of "Currently provides |
 * As amended, provides" reads in that order). Elsewhere an amending sentence supersedes; otherwise the surest, then
 * the first.
 */
export function choose(candidates: readonly Candidate[], amending: boolean): Map<TermKey, Candidate> {
  const chosen = new Map<TermKey, Candidate>();
  for (const c of candidates) {
    const held = chosen.get(c.term);
    if (!held) chosen.set(c.term, c);
    else if (amending && c.at >= 0) {
      // A later restatement of the same figure (a summary table of the terms as amended) leaves it where it was changed.
      if ((recital(held) && !recital(c)) || (recital(held) === recital(c) && c.at > held.at && c.value !== held.value)) chosen.set(c.term, c);
    } else if ((c.amends && !held.amends) || (c.amends === held.amends && (c.amends ? c.at > held.at : c.confidence > held.confidence)))
      chosen.set(c.term, c);
  }
  return chosen;
}
