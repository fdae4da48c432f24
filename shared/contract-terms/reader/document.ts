/**
 * What a document defines (issue 38), read once before any of its sentences: the names it gives the physician
 * ('Hye-Jin Abernathy, M.D. ("Physician")'), whether it amends another, the quantities it defines by name ('"Notice
 * Period" means one hundred twenty (120) days', '... within fifteen (15) miles of any office (the "Restricted Area")'),
 * used by name elsewhere, even on another page, and the dates it defines by name. Also who a party named in a few
 * words is, and whether a period runs after employment ends.
 */
import { dateWords, quantitiesIn, type Quantity } from './numbers.ts';
import type { Sentence } from './sentences.ts';
import { compile } from './vocabulary.ts';

export interface DocumentDefinitions {
  readonly physicianNames: readonly string[];
  /** An amendment, or a renewal letter that sets what changes: the figures in force come last. */
  readonly amending: boolean;
  readonly quantities: readonly { name: RegExp; quantity: Quantity; sentenceStart: number }[];
  /** Dates the document defines by name ('"Effective Date" means September 2, 2025', 'July 1, 2026 (the "Start Date")'). */
  readonly dates: readonly { name: string; date: string }[];
}

/** The words each party goes by. */
export const physicianWords = [
  'physician',
  'employee',
  'doctor',
  'you',
  'contractor',
  'provider',
  'surgeon',
  'radiologist',
  'associate',
  'clinician',
  'practitioner',
  'hospitalist',
  'intensivist',
  'internist',
  'pediatrician',
  'obstetrician',
  'psychiatrist',
  'faculty',
  '[a-z]+ologist',
];
export const employerWords = [
  'employer',
  'company',
  'practice',
  'hospital',
  'group',
  'we',
  'us',
  'health system',
  'medical center',
  'clinic',
  'corporation',
  'organization',
];
export const party = {
  physician: compile([String.raw`\b(?:${physicianWords.join('|')})\b`], 'i'),
  employer: compile([String.raw`\b(?:${employerWords.join('|')})\b`], 'i'),
};

/** Both parties at once. */
export const bothPartiesWords = [
  String.raw`\b(?:either|each)\s+of\s+(?:us|you|the\s+parties|them)\b`,
  String.raw`\b(?:either|each)\s+side\b`,
  String.raw`\beither\s+(?:party|you\s+or|physician\s+or|employer\s+or|the\s+\w+\s+or|[A-Z]\w*\s+or)\b`,
  String.raw`\bboth\s+parties\b`,
  String.raw`\beach\s+party\b`,
  String.raw`\bany\s+party\b`,
  String.raw`\bparties\s+may\b`,
];
export const bothParties = compile(bothPartiesWords, 'i');

export const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

export type Party = 'physician' | 'employer' | 'either';

/** Who a party named in a few words is: the physician (by role, or a name the document defines for them), else the employer. */
export function partyOf(words: string, defined: Pick<DocumentDefinitions, 'physicianNames'>): Party | undefined {
  const w = words.trim();
  if (!w) return undefined;
  if (bothParties.test(w) || /\b(?:each|both)\b/i.test(w)) return 'either';
  const physician = party.physician.test(w) || defined.physicianNames.some((name) => new RegExp(`\\b${escape(name)}\\b`).test(w));
  const employer = party.employer.test(w) || /\b[A-Z][A-Za-z&.'-]+/.test(w.replace(party.physician, ''));
  if (physician && employer && /\band\b|\bor\b/i.test(w)) return 'either';
  if (physician) return 'physician';
  return employer ? 'employer' : undefined;
}

/** What follows a period that runs after employment ends ("following the termination", "thereafter"). */
export const afterEmploymentWords = [
  String.raw`^\s*(?:period\s+)?(?:immediately\s+)?(?:after|following|from|beyond|subsequent\s+to)\s+(?:the\s+|your\s+|his\s+|her\s+|its\s+)?` +
    String.raw`(?:termination|end|expiration|cessation|conclusion|effective\s+date\s+of\s+termination|separation|last\s+day|date\s+(?:of|on\s+which)` +
    String.raw`|employment|this\s+agreement|physician['’]?s?|[A-Z])`,
  String.raw`^\s*(?:post-?employment|thereafter)\b`,
  String.raw`^\s*(?:period\s+)?(?:beginning|commencing|starting)\s+(?:on|upon|with|at)\s+(?:the\s+)?` +
    String.raw`(?:termination|expiration|end|separation|date\s+of\s+(?:termination|separation)|Termination\s+Date|Separation\s+Date)`,
];
const afterEmployment = afterEmploymentWords.map((source) => new RegExp(source, 'i'));

export function runsAfterEmployment(after: string): boolean {
  return afterEmployment.some((re) => re.test(after));
}

/** "Contract Year" or "Employment Year" is a unit the document measures in, not a term it sets. */
const unitName = /\b(?:year|month|week|day)s?$|\b(?:date|anniversary)$/i;

const nameOf = (name: string) => new RegExp(`\\b${escape(name.trim())}\\b`, 'g');

/** A defined quantity remembers whether its definition runs after employment ends ("the two (2) years immediately following the termination"). */
function definedFrom(sentence: Sentence, q: Quantity): Quantity {
  return { ...q, afterEmployment: runsAfterEmployment(sentence.text.slice(q.end - sentence.start, q.end - sentence.start + 90)) };
}

const physicianNamed = new RegExp(
  String.raw`(?:\bM\.?\s?D\.?|\bD\.?\s?O\.?|\bDr\.\s+[A-Z][\w.'-]+(?:\s+[A-Z][\w.'-]+){0,3})[\s,]*\(\s*(?:the\s+|hereinafter` +
    String.raw`\s+(?:referred\s+to\s+as\s+)?)?["“]([A-Z][\w .'-]{1,30})["”]\s*\)`,
  'g',
);
const namedDate = new RegExp(
  String.raw`["“]([A-Z][\w '-]{2,30}?\bDate)["”]\s+(?:shall\s+)?means?\s+(${dateWords})` +
    String.raw`|(${dateWords})\s*(?:\(|,\s*)(?:the\s+)?["“]([A-Z][\w '-]{2,30}?\bDate)["”]`,
  'gi',
);
/** '(the "Restricted Area")', '(we call this the Ramp Period)', '(hereinafter "Notice Period")'. */
const labelled = new RegExp(
  String.raw`\(\s*(?:(?:together|collectively|each|either),?\s+)?(?:(?:we\s+call\s+(?:this|it)|referred\s+to\s+(?:herein\s+)?as|hereinafter|called)\s+)?` +
    String.raw`(?:the|a|an|such)?\s*(?:["“]([A-Z][\w '-]{2,40})["”]` +
    String.raw`|(?<=(?:call\s+(?:this|it)|as|called)\s+(?:the\s+)?)([A-Z][\w'-]+(?:\s+[A-Z][\w'-]+){0,3}))\s*\)`,
  'g',
);

export function definitionsOf(text: string, sentences: readonly Sentence[]): DocumentDefinitions {
  const physicianNames: string[] = [];
  const named = new RegExp(physicianNamed.source, 'g');
  for (let m = named.exec(text); m; m = named.exec(text)) if (!party.employer.test(m[1]!)) physicianNames.push(m[1]!.trim());
  const quantities: { name: RegExp; quantity: Quantity; sentenceStart: number }[] = [];
  const dates: { name: string; date: string }[] = [];
  const dated = new RegExp(namedDate.source, 'gi');
  for (let m = dated.exec(text); m; m = dated.exec(text)) dates.push({ name: (m[1] ?? m[4])!, date: (m[2] ?? m[3])! });
  for (const sentence of sentences) {
    const means = /["“]([A-Z][\w '-]{2,40})["”]\s+(?:shall\s+)?means?\b/.exec(sentence.text);
    const found = quantitiesIn(sentence.text, sentence.start);
    if (means) {
      // Its value opens the definition ("means one hundred twenty (120) days", "means the area within
      // fifteen (15) miles"); a look-back further on ("during the twelve (12) months preceding") is not it.
      const q = found.find((candidate) => candidate.start - sentence.start > means.index);
      const lookBack = q && /^\W*(?:immediately\s+)?(?:preceding|prior\s+to|before)\b/i.test(sentence.text.slice(q.end - sentence.start));
      if (q && !lookBack && q.start - sentence.start - means.index < 100 && !unitName.test(means[1]!.trim()))
        quantities.push({ name: nameOf(means[1]!), quantity: definedFrom(sentence, q), sentenceStart: sentence.start });
    }
    const label = new RegExp(labelled.source, 'g');
    for (let m = label.exec(sentence.text); m; m = label.exec(sentence.text)) {
      const at = sentence.start + m.index;
      const q = [...found].reverse().find((candidate) => candidate.end <= at && at - candidate.end < 120);
      if (q && q.unit !== 'usd' && q.unit !== 'number' && !unitName.test((m[1] ?? m[2])!.trim()))
        quantities.push({ name: nameOf((m[1] ?? m[2])!), quantity: definedFrom(sentence, q), sentenceStart: sentence.start });
    }
  }
  const amending =
    /\bamendment\b/i.test(text.slice(0, 400)) ||
    /\bRe:\s*Renewal\b|\brenewal\s+(?:letter|of\s+your)\b|\boffer\s+you\s+a\s+renewal\b/i.test(text.slice(0, 800));
  return { physicianNames, amending, quantities, dates };
}

/** The defined quantities a clause uses by name, placed where the name is (their value printed in the definition). */
export function definedIn(defined: DocumentDefinitions, clause: string, offset: number, sentenceStart: number): Quantity[] {
  const found: Quantity[] = [];
  for (const { name, quantity, sentenceStart: definedIn } of defined.quantities) {
    if (definedIn === sentenceStart) continue;
    name.lastIndex = 0;
    const m = name.exec(clause);
    if (m) found.push({ ...quantity, start: offset + m.index, end: offset + m.index + m[0].length, printedAt: quantity.printedAt ?? quantity.start });
  }
  return found;
}
