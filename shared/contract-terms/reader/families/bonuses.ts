/**
 * Bonuses and repayment (issue 38): the signing bonus, relocation money, and the months after which each is no
 * longer repayable.
 * Rules: signing.named, relocation.named; clawback.named (the clause names what is repaid), clawback.earlier (the
 * sentence or table row names it before the clause), clawback.referred ("such amount", named in the sentence before),
 * clawback.heading (the paragraph's heading names it), relocation.sameAsBonus ("the same repayment terms as the
 * signing bonus").
 */
import { relocationWords, repayWords, signingNames, signingWords } from '../advances.ts';
import { confidenceOf, type Candidate, type FigureRule, type Proposal, type TopicTerm } from '../candidates.ts';
import type { Sentence } from '../sentences.ts';
import { sectionHeading } from '../sentences.ts';
import type { TermKey } from '#shared/contract-terms/terms.ts';

/** The terms this family finds. */
export const bonusesTerms = [
  'signingBonus',
  'signingBonusClawbackMonths',
  'relocation',
  'relocationClawbackMonths',
  // How each is repaid and the relocation's kind (issue 39): bonuses-repayment.ts.
  'signingBonusRepayment',
  'relocationRepayment',
  'relocationKind',
] as const satisfies readonly TermKey[];

const money = (min: number, max: number) => (value: number) => value >= min && value <= max;
const months = (value: number) => value >= 1 && value <= 120;

/** Relocation money as a term's topic (a clawback clause also knows it as "moving reimbursement", advances.ts). */
export const relocationTopicNames = [String.raw`\breloca\w*`, String.raw`\bmoving\s+(?:expenses?|costs?|allowance)\b`];

export const bonusTopics: readonly TopicTerm[] = [
  {
    term: 'signingBonus',
    family: 'bonuses',
    rule: 'signing.named',
    vocabulary: signingNames.map((name) => String.raw`${name}\b`),
    units: ['usd'],
    accept: money(500, 1_000_000),
    negation:
      /\b(?:no|not\s+(?:be\s+)?(?:eligible\s+for|entitled\s+to|offer(?:ed|ing)?|receive|provide[d]?|include[d]?)|without)\s+(?:an?y?\s+)?sign(?:ing|-on)/i,
  },
  {
    term: 'relocation',
    family: 'bonuses',
    rule: 'relocation.named',
    vocabulary: relocationTopicNames,
    units: ['usd'],
    accept: money(500, 500_000),
    negation: new RegExp(
      String.raw`\b(?:no|not\s+(?:be\s+)?(?:eligible\s+for|entitled\s+to|offer(?:ed|ing)?|receive|provide[d]?|reimburse[d]?` +
        String.raw`|include[d]?)|without)\s+(?:an?y?\s+)?(?:reloca|moving)`,
      'i',
    ),
  },
];

const signingOrMoving = `(?:${signingWords.source})`;
const movingOrSigning = `(?:${relocationWords.source})`;
/** Both repaid on one period ("repay the signing bonus and the relocation assistance unless ..."). */
const together = new RegExp(
  String.raw`${signingOrMoving}[^.;]{0,40}?\b(?:and|or)\s+(?:the\s+|any\s+|your\s+)?${movingOrSigning}` +
    String.raw`|${movingOrSigning}[^.;]{0,40}?\b(?:and|or)\s+(?:the\s+|any\s+|your\s+)?${signingOrMoving}`,
  'i',
);
/** What a clause calls the money it repays when it does not name it: "such amount", "pay it back", "repayable". */
export const referredAdvance = [
  String.raw`\bboth\b`,
  String.raw`\b(?:such|this|the|that|these|any|a|all)\s+(?:full\s+|entire\s+|unearned\s+|unforgiven\s+|pro[-\s]?rat(?:a|ed)\s+|proportionate\s+|(?:reimbursed|advanced|paid|received|outstanding|remaining)\s+)?(?:amount|payment|sum|bonus|allowance|reimbursement|expenses?|funds?|money|advance|portion|balance|share|principal|note|loan|installments?)\b`,
  String.raw`\bpa(?:y|id)\s+(?:(?:all|some|part|any|each|the\s+rest)\s+of\s+)?(?:it|them)\s+back\b`,
  String.raw`\brepay\s+(?:it|them)\b`,
  String.raw`\brepay\s+(?:the\s+)?(?:full\s+|entire\s+)?\$\s?\d`,
  String.raw`^\W*(?:\([a-z\d]{1,3}\)\s*)?(?:repayable|refundable|to\s+be\s+repaid|subject\s+to\s+(?:pro[-\s]?rata\s+)?repayment)\b`,
  String.raw`\b(?:pro[-\s]?rata|full|partial|proportionate)\s+repayment\b`,
];
const referred = new RegExp(referredAdvance.join('|'), 'i');
const thisAllowance =
  /\b(?:this|such|that|the|a)\s+(?:pro[-\s]?rat(?:a|ed)\s+|proportionate\s+)?(?:allowance|amount|reimbursement|stipend|payment|sum|advance)\b/i;

const lastIndex = (re: RegExp, text: string) => Math.max(-1, ...[...text.matchAll(new RegExp(re.source, 'gi'))].map((m) => m.index));

/** Clawback months: a duration in a clause about repaying a signing bonus or relocation money. */
export const clawback: FigureRule = {
  family: 'bonuses',
  read: (q, { clause, sentence, previous, twoBack, lead }) => {
    if (!repayWords.test(clause.text) || q.unit !== 'months' || !months(q.value)) return undefined;
    const signing = signingWords.test(clause.text);
    const relocating = relocationWords.test(clause.text);
    const bonus = /\bbonus\b/i.test(clause.text);
    const before = previous?.text ?? '';
    const terms: TermKey[] = [];
    let rule = 'clawback.named';
    // Both named ("Signing bonus None / Relocation Up to $10,000, repayable ... within 12 months"): the one named last before the period.
    const upToPeriod = clause.text.slice(0, q.start - clause.start);
    // Both repaid on one period ("The signing bonus and the moving reimbursement are each earned ratably over ..."): both take it.
    const both = signing && relocating && together.test(clause.text);
    const nearest =
      signing && relocating && !both
        ? lastIndex(signingWords, upToPeriod) > lastIndex(relocationWords, upToPeriod)
          ? 'signing'
          : 'relocation'
        : undefined;
    if ((signing || (bonus && !relocating)) && nearest !== 'relocation') terms.push('signingBonusClawbackMonths');
    if (relocating && nearest !== 'signing') terms.push('relocationClawbackMonths');
    // "Sign-on bonus | $12,000 | Paid within 30 days of start; repay in full if you leave within 12 months": the
    // sentence (or table row) names, before this clause, what is repaid.
    const earlier = sentence.text.slice(0, clause.start - sentence.start);
    if (terms.length === 0 && (signingWords.test(earlier) || relocationWords.test(earlier))) {
      rule = 'clawback.earlier';
      terms.push(lastIndex(signingWords, earlier) > lastIndex(relocationWords, earlier) ? 'signingBonusClawbackMonths' : 'relocationClawbackMonths');
    }
    if (terms.length === 0 && referred.test(clause.text)) {
      // "Signing bonus of $75,000 and relocation expenses up to $25,000, both advanced under a single promissory
      // note. One thirty-sixth (1/36) of the principal is forgiven ...": both, when the paragraph names both as one.
      rule = 'clawback.referred';
      const paragraph = `${twoBack && previous && !/^\s*\n\s*\n/.test(previous.text) ? twoBack.text : ''} ${before}`;
      const bothNamed =
        signingWords.test(paragraph) && relocationWords.test(paragraph) && /\b(?:both|each|together)\b/i.test(`${paragraph} ${clause.text}`);
      if (bothNamed) terms.push('signingBonusClawbackMonths', 'relocationClawbackMonths');
      else if (signingWords.test(before)) terms.push('signingBonusClawbackMonths');
      else if (relocationWords.test(before)) terms.push('relocationClawbackMonths');
    }
    // "2. Relocation Allowance. ... This allowance is treated differently from the signing bonus: ... repaid in full
    // if you leave within twelve (12) months": the paragraph's heading names what "this allowance" is.
    const topic = lead && sectionHeading(lead.text);
    const headedRelocation = !!topic && relocationWords.test(topic) && !signingWords.test(topic);
    const headedBonus = !!topic && (signingWords.test(topic) || /\bbonus\b/i.test(topic)) && !relocationWords.test(topic);
    if (topic && thisAllowance.test(clause.text)) {
      if (headedRelocation && !relocationWords.test(clause.text)) terms.splice(0, terms.length, 'relocationClawbackMonths');
      if (headedBonus && !signingWords.test(clause.text) && !/\bbonus\b/i.test(clause.text))
        terms.splice(0, terms.length, 'signingBonusClawbackMonths');
      if (
        (headedRelocation && !relocationWords.test(clause.text)) ||
        (headedBonus && !signingWords.test(clause.text) && !/\bbonus\b/i.test(clause.text))
      )
        rule = 'clawback.heading';
    }
    // "5. Signing Bonus. $25,000, payable on signing. The agreement will provide for pro rata repayment if you leave
    // before ...": nothing else named, the paragraph's heading says what is repaid.
    if (
      terms.length === 0 &&
      topic &&
      /\brepa(?:y|id)\w*|\brefund\w*|\bpa(?:y|id)\s+(?:\w+\s+){0,3}back\b|\bclaw-?\s?back\b/i.test(clause.text) &&
      !/\bvacation\b|\bPTO\b|\btime\s+off\b/i.test(clause.text)
    ) {
      rule = 'clawback.heading';
      if (headedRelocation) terms.push('relocationClawbackMonths');
      else if (headedBonus) terms.push('signingBonusClawbackMonths');
    }
    if (
      terms.length === 0 ||
      /\binitial\s+term\b|\bguarantee/i.test(clause.text.slice(Math.max(0, q.start - clause.start - 40), q.start - clause.start))
    )
      return undefined;
    // As sure as a figure 20 characters from its word.
    const confidence = confidenceOf(20, q.converted);
    return terms.map((term): Proposal => ({ term, value: q.value, at: q.printedAt ?? q.start, confidence, rule }));
  },
};

/**
 * "Relocation reimbursement is subject to the same repayment obligation ... as the signing bonus": the bonus's period.
 * The sentence may name the relocation itself, or follow the one that does ("4.04 Relocation. ... Physician shall
 * repay that amount under the same conditions ... as the signing bonus").
 */
const sameAsBonus = new RegExp(
  String.raw`\bsame\b[^.]{0,80}?\b(?:repay\w*|clawback|conditions|terms|obligations?|forgiveness|period|schedule)` +
    String.raw`\b[^.]*?\bas\s+(?:(?:that|those)\s+(?:of|for|applicable\s+to)\s+|(?:apply|applies)\s+to\s+)?(?:the\s+` +
    String.raw`|your\s+)?(?:sign(?:ing|-on)|retention|recruitment|commencement|starting)\s+bonus\b`,
  'i',
);

export function relocationSameAsBonus(chosen: Map<TermKey, Candidate>, sentences: readonly Sentence[]): void {
  const same = sentences.find(
    (sentence, i) =>
      sameAsBonus.test(sentence.text) &&
      (relocationWords.test(sentence.text) || (i > 0 && !/^\s*\n\s*\n/.test(sentence.text) && relocationWords.test(sentences[i - 1]!.text))),
  );
  const bonusPeriod = chosen.get('signingBonusClawbackMonths');
  if (same && bonusPeriod && !chosen.has('relocationClawbackMonths'))
    chosen.set('relocationClawbackMonths', {
      ...bonusPeriod,
      term: 'relocationClawbackMonths',
      sentence: same,
      confidence: bonusPeriod.confidence - 0.1,
      trace: { family: 'bonuses', rule: 'relocation.sameAsBonus' },
    });
}
