/**
 * Notice and cure (issue 38): the days of notice the physician gives to end the agreement without cause, the
 * employer's when it differs, and the days a party has to cure a breach.
 * Rules: notice.scheduleRow ("Physician Notice Period | 180 days"), notice.withoutCause (a period in a clause that
 * ends the agreement without cause, given to whoever the clause says gives it), cure.named.
 */
import { repaysAnAdvance } from '../advances.ts';
import type { Candidate, FigureRule, Proposal, TopicTerm } from '../candidates.ts';
import { confidenceOf } from '../candidates.ts';
import { bothParties, party, partyOf, type DocumentDefinitions, type Party } from '../document.ts';
import type { Quantity } from '../numbers.ts';
import { compile, entryAt } from '../vocabulary.ts';
import type { TermKey } from '#shared/contract-terms/terms.ts';

/** The terms this family finds. */
export const noticeTerms = ['noticeWithoutCauseDays', 'noticeWithoutCauseDaysEmployer', 'cureDays'] as const satisfies readonly TermKey[];

/** How a contract says a party may end it without cause. */
export const withoutCauseWords = [
  String.raw`\bwithout\s+cause\b`,
  String.raw`\bfor\s+(?:any|no)\s+reason\b`,
  String.raw`\bwithout\s+(?:(?:giving|stating|providing|assigning|specifying)\s+)?(?:a\s+|any\s+)?reason\b`,
  String.raw`\bfor\s+convenience\b`,
  String.raw`\bdecide\s+to\s+(?:leave|move\s+on|resign)\b`,
  String.raw`\bwish(?:es)?\s+to\s+resign\b`,
  // Grew from the dev corpus: "If you choose to resign, you agree to provide ... notice".
  String.raw`\b(?:choose|chooses|elect|elects|decides|intend|intends)\s+to\s+resign\b`,
  String.raw`\bmay\s+resign\b`,
  String.raw`\bresignation\b`,
  String.raw`\b(?:wish|wishes|decide|decides|elect|elects|choose|chooses)\s+to\s+(?:end|terminate)\s+(?:this|the|your|his|her|its)\s+(?:agreement|appointment|employment)\b`,
  String.raw`\b(?:can|may)\s+end\s+(?:the|this|our|your)\s+(?:arrangement|agreement|employment|relationship|contract)\b(?![^.]*\b(?:cause|breach))`,
  // Grew from the dev corpus: "If we end your employment for a reason other than cause, we will give you ... notice".
  String.raw`\bfor\s+(?:a|any)\s+reason\s+other\s+than\s+(?:for\s+)?cause\b`,
  // The worked example of reader/README.md: "The Group may discontinue this Agreement on forty-five days' notice".
  String.raw`\b(?:can|may)\s+discontinue\s+(?:the|this|our|your)\s+(?:arrangement|agreement|employment|relationship|contract)\b(?![^.]*\b(?:cause|breach))`,
];
const withoutCause = compile(withoutCauseWords);

/** How a contract says a breach is put right. */
export const cureWords = [
  String.raw`\b(?:un)?cure[ds]?\b`,
  String.raw`\bremed(?:y|ied)\b`,
  String.raw`\bcorrect(?:ed)?\s+(?:the|such)\s+(?:breach|default|failure|deficiency)\b`,
  String.raw`\b(?:breach|default|failure|problem)\s+(?:is|has\s+not\s+been)\s+(?:not\s+)?(?:corrected|remedied|fixed)\b`,
  String.raw`\b(?:breach|default|failure)\s+(?:continues|remains|persists)\b`,
  String.raw`\bfix(?:es|ed)?\s+(?:the|such)\s+(?:problem|breach|default)\b`,
  String.raw`\bto\s+(?:fix|correct|remedy)\s+(?:it|that|them)\b`,
];

export const noticeTopics: readonly TopicTerm[] = [
  {
    term: 'cureDays',
    family: 'notice',
    rule: 'cure.named',
    vocabulary: cureWords,
    units: ['days'],
    accept: (value) => value >= 1 && value <= 365,
    takesNoticePeriod: true,
  },
];

const termOf = (who: Party): TermKey => (who === 'employer' ? 'noticeWithoutCauseDaysEmployer' : 'noticeWithoutCauseDays');

/** A schedule of key terms: "Physician Notice Period | 180 days", "Employer Notice Period | 90 days". */
export const noticeScheduleRow: FigureRule = {
  family: 'notice',
  read: (q, { clause, defined }) => {
    const row = /^\W*(?:([A-Z][\w'’]*(?:\s+[A-Z][\w'’]*)?)\s+)?notice\s+(?:period|without\s+cause)\b(?![^]*\b(?:cure|renew|breach))/i.exec(
      clause.text,
    );
    if (!row || q.unit !== 'days' || q.start - clause.start - row[0].length >= 12) return undefined;
    const who = row[1] ? partyOf(row[1], defined) : 'either';
    if (!who) return undefined;
    return [{ term: termOf(who), value: q.value, at: q.start, confidence: 0.85, rule: 'notice.scheduleRow', ...(row[1] ? { matched: row[1] } : {}) }];
  },
};

/** An item of a list ("(a) by Physician, upon ..."). */
const listItem = /^\W*(?:(?:or|and)\s+)?\(?(?:[a-h]|[ivx]+|\d{1,2})\)\s/i;

/**
 * Notice without cause: the days, and whose notice it is (the clause's first party named). "may be terminated
 * without cause as follows: (a) by Physician, upon ... ninety (90) days' ... notice": the lead-in says it.
 */
export const noticeWithoutCause: FigureRule = {
  family: 'notice',
  read: (q, { clause, sentence, previous, headingBefore, quantities, defined }) => {
    // Grew from the dev corpus: a table row whose cells wrap ("8.2 Termination Without / Cause / 60 days written notice
    // by either / party / 90 days ... by either / party"): a sentence that opens with a cell's last word continues the row.
    const rowGoesOn = !!previous && /^\s*[a-z][\w-]*\s*\n\s*\n/.test(sentence.text) && /\n\s*\n\s*$/.test(previous.text);
    const saysWithoutCause =
      withoutCause.test(clause.text) ||
      (rowGoesOn && withoutCause.test(previous!.text) && !/\bcause\b|\bbreach/i.test(clause.text)) ||
      withoutCause.test(headingBefore) ||
      (clause.start > sentence.start && listItem.test(clause.text) && withoutCause.test(sentence.text) && !/\bcause\b|\bbreach/i.test(clause.text));
    const period =
      q.unit === 'days' ||
      (q.unit === 'months' &&
        q.value <= 12 &&
        /\bnotice\b/i.test(clause.text.slice(Math.max(0, q.start - clause.start - 40), q.end - clause.start + 40)));
    if (
      !saysWithoutCause ||
      !/\bnotice\b/i.test(`${headingBefore} ${clause.text}`) ||
      repaysAnAdvance(clause.text) ||
      !period ||
      /\bcure\b/i.test(clause.text)
    )
      return undefined;
    const value = q.unit === 'months' ? q.value * 30 : q.value;
    const who =
      noticeParty(clause.text, q, clause.start, quantities, defined) ??
      (defined.amending && /\breplaced\s+(?:with|by)\b|\binserting\b|\bsubstituting\b/i.test(clause.text) ? 'either' : undefined);
    if (!who) return undefined;
    const at = q.printedAt ?? q.start;
    const confidence = confidenceOf(20, q.unit === 'months') - (who === 'either' ? 0 : 0.05);
    const said = withoutCause.exec(clause.text) ? clause.text : withoutCause.exec(headingBefore) ? headingBefore : sentence.text;
    const matched = entryAt(withoutCauseWords, said, withoutCause.exec(said)?.index ?? 0);
    const found: Proposal[] = [{ term: termOf(who), value, at, confidence, rule: 'notice.withoutCause', ...(matched ? { matched } : {}) }];
    // Either party's: the employer's too, kept only to say it does not differ (onlyDifferingEmployerNotice).
    if (who === 'either') found.push({ term: 'noticeWithoutCauseDaysEmployer', value, at: -1, confidence: 0, rule: 'notice.withoutCause' });
    return found;
  },
};

/** After a period: "day notice period for termination without cause", no party giving it. */
const noticePeriodOfTheAgreement = new RegExp(
  String.raw`^(?:[\s-]*(?:calendar\s+)?days?)?['’]?s?\s+(?:prior\s+)?(?:written\s+)?notice\s+period\s+(?:for|of|on|upon)\s+` +
    String.raw`(?:a\s+)?(?:termination|terminating|ending)\s+(?:(?:of\s+)?(?:this|the)\s+agreement\s+)?without\s+cause\b(?!\s+by\b)`,
  'i',
);

/**
 * Whose notice a quantity is: the subject of the nearest "may terminate / end / give" before it
 * ("You may end it ... 120 days, and the Cooperative may end it ... 90 days"); "A and B may ... upon
 * X and Y, respectively" pairs them in order; "either party" is both.
 */
function noticeParty(clause: string, q: Quantity, offset: number, quantities: readonly Quantity[], defined: DocumentDefinitions): Party | undefined {
  const before = clause.slice(0, q.start - offset);
  // "terminated without Cause by the Company upon ninety (90) days' notice ..., and by the Physician upon one hundred
  // twenty (120) days'": the agent named just before the period; "180 days' prior written notice by you": just after.
  const agent = /\bby\s+(?:the\s+)?([\w'’-]+(?:\s+[\w'’-]+)?)\s+(?:upon|on|with|giving|by\s+giving)\s+(?:at\s+least\s+|not\s+less\s+than\s+)?$/i.exec(
    before.slice(-70),
  );
  // "... one hundred twenty (120) days in advance if given by Physician, and ninety (90) days ... if given by the System".
  const giver = new RegExp(
    String.raw`^['’]?s?\s*(?:(?:prior\s+|advance\s+)?(?:written\s+)?notice\s+(?:by|from)|(?:in\s+advance\s+)?(?:if|when)` +
      String.raw`\s+(?:given|delivered|sent)\s+by)\s+(?:the\s+)?([\w'’-]+)`,
    'i',
  ).exec(clause.slice(q.end - offset));
  // "Either party may terminate ..., Physician upon not less than 120 days' notice ..., and Employer upon 90 days'";
  // grew from the dev corpus: each party's period in one sentence with no comma before "and" ("... and the Employer on").
  const upon = new RegExp(
    String.raw`(?:^|[,;]\s*(?:and\s+)?|\s(?:and|while)\s+)(?:the\s+)?([A-Z][\w'’-]+)\s+(?:upon|on|with)\s+` +
      String.raw`(?:at\s+least\s+|not\s+less\s+than\s+|no\s+(?:less|fewer)\s+than\s+)?$`,
  ).exec(before.slice(-70));
  for (const named of [agent?.[1], giver?.[1], upon?.[1]]) {
    const who = named && partyOf(named, defined);
    if (who && who !== 'either') return who;
  }
  // Grew from the dev corpus: "including the ninety (90) day notice period for termination without cause" names no
  // party; it is the agreement's period, both parties' (not the employer named later in the clause).
  if (noticePeriodOfTheAgreement.test(clause.slice(q.end - offset))) return 'either';
  const respectively = /\brespectively\b/i.test(clause);
  const verb = new RegExp(
    String.raw`([\w.,'’&-]+(?:\s+[\w.,'’&-]+){0,5}?)\s+(?:may|shall|will|can|must|agrees?\s+to|(?:is|are)\s+(?:required` +
      String.raw`|entitled|expected)\s+to)\s+(?:also\s+|only\s+|each\s+|at\s+any\s+time\s+)?(?:terminate|end|resign|give` +
      String.raw`|provide|cancel)\b`,
    'gi',
  );
  let subject: string | undefined;
  let verbEnd = 0;
  for (let m = verb.exec(before); m; m = verb.exec(before)) {
    // "in which event this Agreement shall terminate upon ...": the agreement ends; no party acts.
    if (/\b(?:agreement|contract|employment|appointment|term|it)$/i.test(m[1]!.trim()) && !/\bgive|\bprovide/i.test(m[0])) continue;
    subject = m[1];
    verbEnd = offset + m.index + m[0].length;
  }
  if (subject !== undefined) {
    const words = subject.replace(/^.*[,;:]\s*/, '').replace(/^(?:and|but|or|then|if|that|however)\s+/i, '');
    if (respectively) {
      const [first, second] = words.split(/\s+and\s+/i);
      // Its place among the periods the verb lists: "upon 120 days and 60 days ..., respectively".
      const index = quantities.filter((other) => other.unit === q.unit && other.start > verbEnd && other.start < q.start).length;
      const who = partyOf(index === 0 ? (first ?? '') : (second ?? ''), defined);
      if (who && who !== 'either') return who;
    }
    const who = partyOf(words, defined);
    if (who) return who;
  }
  // "... notice by either" at a wrapped cell's end: "party" is on the next line.
  if (bothParties.test(clause) || /\b(?:by|from)\s+either\s*$/i.test(clause)) return 'either';
  // "we ask for 60 days' notice if you decide to move on": the physician's notice, whoever asks for it.
  if (
    /\b(?:if|when|should)\s+(?:you|the\s+physician|physician)\s+(?:decide|wish|choose|elect|want|intend)s?\s+to\s+(?:leave|resign|move\s+on|terminate)\b/i.test(
      clause,
    )
  )
    return 'physician';
  const p = party.physician.exec(clause);
  const e = party.employer.exec(clause);
  if (p && (!e || p.index < e.index)) return 'physician';
  if (e) return 'employer';
  return undefined;
}

/** The employer's notice is reported only where it differs from the physician's. */
export function onlyDifferingEmployerNotice(chosen: Map<TermKey, Candidate>): void {
  const physicianNotice = chosen.get('noticeWithoutCauseDays');
  const employerNotice = chosen.get('noticeWithoutCauseDaysEmployer');
  if (employerNotice && (employerNotice.at < 0 || employerNotice.value === physicianNotice?.value)) chosen.delete('noticeWithoutCauseDaysEmployer');
}
