/**
 * Insurance (issue 38): the malpractice policy's form (claims-made or occurrence) and who pays for tail coverage.
 * Rules: malpractice.claimsMade, malpractice.occurrence, tail.paidBy (from who buys it and whose cost it is).
 */
import type { Proposal, SentenceRule } from '../candidates.ts';
import { partyOf, type DocumentDefinitions } from '../document.ts';
import { compile, entryAt } from '../vocabulary.ts';
import type { TermKey } from '#shared/contract-terms/terms.ts';

/** The terms this family finds. */
export const insuranceTerms = ['malpracticeType', 'tailPaidBy'] as const satisfies readonly TermKey[];

/** Words of a sentence about malpractice insurance. */
export const malpracticeWords = [
  String.raw`\bmalpractice\b`,
  String.raw`\bprofessional\s+liability\b`,
  String.raw`\bliability\s+(?:insurance|coverage)\b`,
  String.raw`\bFTCA\b`,
  String.raw`\btort\s+claims\b`,
  String.raw`\b(?:coverage|policy)\b`,
  String.raw`\b(?:self-)?insur(?:e|ed|es|ance|ing)\b`,
];
const aboutMalpractice = compile(malpracticeWords);
/** What tail coverage is called. */
export const tailNames = [
  String.raw`\btail\b`,
  String.raw`\bextended\s+reporting\b`,
  String.raw`\bprior\s+acts\b`,
  String.raw`\bnose\s+coverage\b`,
  String.raw`\breporting\s+endorsement\b`,
];
const tailWords = compile(tailNames);

export const malpracticeForm: SentenceRule = {
  family: 'insurance',
  read: ({ sentence }) => {
    const text = sentence.text;
    if (!aboutMalpractice.test(text)) return [];
    // Limits are stated "per occurrence" whatever the policy's form: those words name no form.
    const forms = text.replace(/\b(?:per|each|any\s+one|a\s+single)\s+occurrence\b/gi, (m) => ' '.repeat(m.length));
    const claims = /\bclaims[-\s]made\b/i.exec(forms);
    const occurrence = /\boccurrence(?:[-\s]based)?\b(?!\s+of)|\boccurrence\s+(?:basis|policy|form)\b/i.exec(forms);
    // '"Tail Coverage" means an extended reporting endorsement to a claims-made policy': a definition says what a
    // word means, not which cover the physician has; a clause that provides the cover is surer.
    const defining = /^\W*(?:[\d.]+\s*)?(?:\([a-z\d]+\)\s*)?["“][^"”]{2,60}["”]\s+(?:means|shall\s+mean|refers\s+to|is\s+defined)\b/i.test(text);
    const at = (index: number) => sentence.start + index;
    if (claims && !occurrence)
      return [
        { term: 'malpracticeType', value: 'claims-made', at: at(claims.index), confidence: defining ? 0.8 : 0.9, rule: 'malpractice.claimsMade' },
      ];
    if (occurrence && !claims && !/\bper\s+occurrence\b/i.test(text.slice(occurrence.index - 4, occurrence.index + 12)))
      return [{ term: 'malpracticeType', value: 'occurrence', at: at(occurrence.index), confidence: 0.85, rule: 'malpractice.occurrence' }];
    return [];
  },
};

/**
 * Tail: who pays, from who buys it (the subject of "shall purchase", whatever the document calls each party) and
 * whose cost it is ("at its sole cost", "at no cost to Physician", "your responsibility").
 */
export const tailPaidBy: SentenceRule = {
  family: 'insurance',
  read: ({ sentence, defined }) => {
    const text = sentence.text;
    const tail = tailWords.exec(text);
    if (!tail || /\bnot\s+(?:be\s+)?(?:required|need)|\bno\s+tail\b|\bis\s+not\s+needed\b/i.test(text)) return [];
    const who = tailPayer(text, defined);
    if (!who) return [];
    const found: Proposal = {
      term: 'tailPaidBy',
      value: who,
      at: sentence.start + tail.index,
      confidence: who === 'shared' ? 0.88 : 0.85,
      rule: 'tail.paidBy',
      matched: entryAt(tailNames, text, tail.index),
    };
    return [found];
  },
};

/** Who pays for tail coverage in a sentence about it, or undefined when it does not say. */
function tailPayer(text: string, defined: DocumentDefinitions): 'employer' | 'physician' | 'shared' | undefined {
  // "If we end your employment, we pay for your tail; if you resign, the tail is your responsibility": who pays
  // depends on how it ends, so no one party is named.
  if (/\bif\b[^;]{3,200};\s*(?:and\s+|but\s+)?(?:if|in\s+(?:all\s+)?other\s+cases|in\s+any\s+other\s+case|otherwise|should)\b/i.test(text))
    return undefined;
  if (/\bequally\b|\bshared?\b|\bsplit\b|\bfifty\s+percent\b|\b50\s*%|\bone-half\b|\bhalf\s+of\b/i.test(text)) return 'shared';
  const votes = { employer: 0, physician: 0 };
  const vote = (who: ReturnType<typeof partyOf>, negated = false) => {
    if (who === 'employer' || who === 'physician') votes[negated ? (who === 'employer' ? 'physician' : 'employer') : who]++;
  };
  // The sentence's own subject, for "..., and will pay for your tail" where the verb's is a conjunction.
  const sentenceSubject =
    new RegExp(
      String.raw`^\W*(?:[\d.]+\s*)?(?:upon\s+[^,]+,\s*|when\s+[^,]+,\s*|if\s+[^,]+,\s*)?((?:the\s+)?[A-Z][\w.'’&-]*(?:` +
        String.raw`\s+[A-Z][\w.'’&-]*){0,3}|you|we)\b`,
      'i',
    ).exec(text)?.[1] ?? '';
  const buys = new RegExp(
    String.raw`([\w.'’&-]+(?:\s+[\w.'’&-]+){0,4}?),?\s+(?:(?:shall|will|agrees?\s+to|must|is\s+required\s+to)\s+(?:` +
      String.raw`\w+\s+){0,3}?(not\s+)?(?:pay|bear|purchase|procure|provide|obtain|fund|buy|reimburse|be\s+(?:solely\s+)?responsible)` +
      String.raw`|(?:pays|bears|purchases|buys|provides|covers|funds)\s+(?:for\s+)?(?:the\s+|your\s+|any\s+|an?\s+)?(?:` +
      String.raw`\w+\s+){0,2}?(?:tail|extended|reporting|coverage))\b`,
    'gi',
  );
  for (let m = buys.exec(text); m; m = buys.exec(text)) {
    const subject = m[1]!.replace(/^(?:and|but|or|then|if|that|however|thereafter|termination|ends?)\s+/i, '');
    // "HSH provides claims-made insurance and will pay for your tail": the verb after "and" is the sentence subject's.
    const joined =
      /^(?:and|but|or|then)$|\b(?:and|but)$/i.test(m[1]!.trim()) && partyOf(subject.replace(/\s+(?:and|but)$/i, ''), defined) === undefined;
    vote(partyOf(joined || subject === '' ? sentenceSubject : subject, defined), !!m[2]);
  }
  const doesNot = /([\w.'’&-]+(?:\s+[\w.'’&-]+){0,3}?)\s+(?:does|will|shall)\s+not\s+(?:pay\s+for|purchase|provide|buy|cover)\b/i.exec(text);
  if (doesNot && partyOf(doesNot[1]!, defined) === 'employer') votes.physician++;
  // Whose cost: "at its sole expense", "at the Associate's own expense", "at no cost to Physician".
  const cost = /\bat\s+(its|our|your|his|her|(?:the\s+)?[A-Z]?[\w-]+['’]s)\s+(?:own\s+|sole\s+)*(?:cost|expense)\b/gi;
  for (let m = cost.exec(text); m; m = cost.exec(text)) {
    const owner = m[1]!.replace(/['’]s$/, '');
    vote(/^(?:its|our)$/i.test(owner) ? 'employer' : /^(?:your|his|her)$/i.test(owner) ? 'physician' : partyOf(owner, defined));
  }
  if (
    new RegExp(
      String.raw`\bat\s+no\s+(?:cost|charge|expense)\s+to\s+(?:you|the\s+physician|physician|[A-Z]\w*)|\bnot\s+(?:be\s+)?personally` +
        String.raw`\s+responsible\b`,
      'i',
    ).test(text)
  )
    votes.employer++;
  if (
    new RegExp(
      String.raw`\b(?:is|are|be|remains?)\s+(?:solely\s+)?your\s+responsibility\b|\byour\s+responsibility\b|\b(?:physician` +
        String.raw`|you)\s+(?:is|are|shall\s+be|will\s+be)\s+(?:solely\s+)?responsible\b`,
      'i',
    ).test(text)
  )
    votes.physician++;
  const paidBy = /\bpaid\s+(?:for\s+)?by\s+((?:the\s+)?[\w.'’&-]+)/i.exec(text);
  if (paidBy) vote(partyOf(paidBy[1]!, defined));
  if (votes.employer > votes.physician) return 'employer';
  if (votes.physician > votes.employer) return 'physician';
  return undefined;
}
