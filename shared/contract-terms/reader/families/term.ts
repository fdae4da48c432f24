/**
 * Term and renewal (issue 38): the initial term in months (from its figure, or from the dates it runs between) and
 * whether the agreement renews automatically.
 * Rules: initialTerm.named, initialTerm.dateRange ("from July 1, 2025 through June 30, 2026"), initialTerm.definedDate
 * ("shall commence on the Effective Date and shall end on September 1, 2028"), renewal.automatic, renewal.none.
 */
import type { Proposal, SentenceRule, TopicTerm } from '../candidates.ts';
import { escape } from '../document.ts';
import { dateWords, monthsSpanned } from '../numbers.ts';
import { compile, entryAt } from '../vocabulary.ts';
import type { TermKey } from '#shared/contract-terms/terms.ts';

/** The terms this family finds. */
export const termTerms = ['initialTermMonths', 'autoRenews'] as const satisfies readonly TermKey[];

const months = (value: number) => value >= 1 && value <= 120;

/** What an initial term is called, or how a sentence says how long the agreement runs. */
export const initialTermNames = [
  String.raw`\binitial\s+term\b`,
  String.raw`\bterm\s+of\s+(?:this\s+agreement|employment|your\s+employment)\b`,
  String.raw`\bshall\s+(?:continue|remain\s+in\s+effect)\s+for\b`,
  String.raw`\bagreement\s+is\s+for\b`,
  String.raw`\bterm\s+of\b`,
  String.raw`(?<=(?:year|month)s?\s)term\b`,
  String.raw`\bappointment\s+(?:will\s+|shall\s+)?be\s+for\b`,
  String.raw`\bfirst\s+term\b`,
  String.raw`\bappointment\s+period\b`,
  String.raw`\binitial\s+period\b`,
  String.raw`^\W*(?:initial\s+)?term\b(?=[.:]?\s+(?:\d+|one|two|three|four|five|six|seven|eight|nine|ten)\b)`,
  String.raw`\b(?:length|duration)\s+of\s+(?:the\s+|this\s+|your\s+)?(?:contract|agreement|employment|appointment)\b`,
  String.raw`\b(?:contract|agreement)\s+(?:will|shall)\s+be\s+for\b`,
  String.raw`\b(?:agreement|contract|appointment)\b[^.]{0,80}?\blasts?\b`,
  String.raw`(?:^|[:\n])\W*(?:[\d.]+\s*)?(?:initial\s+)?term\s*:`,
  String.raw`(?<=\b(?:year|month)s?[\s-])(?:(?:physician|employment|services?)\s+){0,2}(?:agreement|contract|commitment)\b`,
  String.raw`\b(?:agreement|employment)\b[^.]{0,140}\b(?:continues?|will\s+continue|shall\s+continue)\s+(?:for|until|through)\b`,
  String.raw`\b(?:employs?|employment)\b[^.]{0,120}\bfor\s+a\s+period\s+of\b`,
];

// "the final three (3) months of the Initial Term", "successive one-year terms": a part of the term, or a renewal.
/** '"Restricted Period" means the term of Physician's employment and the two (2) years following the Termination Date'. */
const followsTheEnd = /^\s*(?:immediately\s+)?(?:following|after)\s+(?:the\s+|its\s+|such\s+)?(?:termination|expiration|end|cessation|separation)\b/i;
const partOfTheTerm =
  /^\s*(?:of|before\s+the\s+end\s+of|prior\s+to\s+the\s+end\s+of)\s+(?:the\s+|this\s+|its\s+)?(?:initial\s+)?term\b|^[\s-]*(?:renewal\s+)?(?:terms|periods)\b/i;
/** Words before a figure that make it a renewal's or an extension's. */
const renewalBefore = [
  String.raw`\b(?:successive|additional|renewal|further|subsequent|consecutive)\s+$`,
  String.raw`\b(?:renewal|further|additional|extension|new)\s+terms?\s+of\s+(?:\w+\s+)?$`,
  String.raw`\b(?:extended|lengthened|increased|reduced|shortened)\s+by\s+$`,
  String.raw`\b(?:is|are|be)\s+(?:hereby\s+)?extended\s+for\s+(?:an?\s+(?:additional|further)\s+)?$`,
];
const renewalFigure = compile(renewalBefore);

export const termTopics: readonly TopicTerm[] = [
  {
    term: 'initialTermMonths',
    family: 'term',
    rule: 'initialTerm.named',
    vocabulary: initialTermNames,
    units: ['months'],
    accept: months,
    refuses: (q, clause) => {
      const after = clause.text.slice(q.end - clause.start);
      return (
        followsTheEnd.test(after) ||
        partOfTheTerm.test(after) ||
        // "three (3) years renewal terms" (lower case; a table's next label "Renewal" is not it)
        /^\s*renewal/.test(after) ||
        renewalFigure.test(clause.text.slice(0, q.start - clause.start))
      );
    },
  },
];

/** How a contract says it renews by itself. */
export const renewsNames = [
  String.raw`\bautomatically\s+(?:be\s+)?renew\w*`,
  String.raw`\brenew\w*\s+(?:(?:each|every|for\s+one|for\s+another)\s+(?:year|term)\s+)?automatically\b`,
  String.raw`\b(?:after|following|upon\s+(?:the\s+)?(?:expiration|end)\s+of)\s+the\s+initial\s+term\b[^.]{0,60}\b(?:shall|will)\s+continue\s+(?:in\s+(?:full\s+force\s+and\s+)?effect\s+)?until\s+terminated\b`,
  String.raw`\bauto-?\s?renew\w*`,
  String.raw`\bautomatic\s+(?:[\w-]+\s+){0,2}renewals?\b`,
  String.raw`\bevergreen\s+(?:clause|provision|renewal|basis|term|agreement)\b`,
  String.raw`\b(?:shall|will)\s+(?:thereafter\s+)?renew\s+for\s+(?:successive|additional|consecutive)\b`,
  String.raw`\brenew\s+for\s+successive\b`,
  String.raw`\brenews?\s+(?:on\s+its\s+own|by\s+itself)\b`,
  String.raw`\bautomatically\s+(?:be\s+)?extended\b`,
  String.raw`\bfrom\s+year\s+to\s+year\s+thereafter\b`,
  String.raw`\b(?:continue|renew\w*|extend\w*)\s+(?:thereafter\s+)?(?:in\s+(?:full\s+force\s+and\s+)?effect\s+)?(?:from\s+)?year[\s-]to[\s-]year\b`,
  String.raw`\bevergreen\s+thereafter\b`,
  String.raw`\bautomatically\s+continue\s+for\s+(?:successive|additional|consecutive|further)\b`,
  String.raw`\b(?:shall|will)\s+renew\s+(?:[\w-]+\s+){0,4}?for\s+an?\s+(?:additional|further|successive)\s+(?:[\w()-]+\s+){0,3}(?:terms?|periods?|years?)\b`,
  String.raw`\bcontinue\s+(?:in\s+effect\s+)?on\s+a\s+(?:year-to-year|year\s+to\s+year|yearly|annual)\s+basis\b`,
  String.raw`\bautomatically\s+follows\b`,
  String.raw`\b(?:shall|will)\s+(?:thereafter\s+)?(?:renew|be\s+renewed|be\s+extended|continue)\s+for\s+(?:successive|additional|consecutive|further)\s+(?:[\w()-]+\s+){0,3}(?:terms?|periods?|years?)\b[^.]{0,120}\bunless\b`,
];
/** How a contract says it does not. */
export const noRenewalNames = [
  String.raw`\b(?:shall|will|does)\s+not\s+(?:be\s+)?(?:automatically\s+)?(?:renew(?:ed)?|extended)(?:\s+automatically)?\b`,
  String.raw`\bno\s+automatic\s+(?:renewal|extension)\b`,
  String.raw`\bwithout\s+automatic\s+renewal\b`,
  String.raw`\b(?:renewal|reappointment|extension)\s+(?:is|shall\s+not\s+be|will\s+not\s+be)\s+(?:not\s+)?automatic\b`,
  String.raw`\b(?:renewal|reappointment|extension)\b[^.;]{0,120}\b(?:is|are)\s+not\s+automatic\b`,
  String.raw`\b(?:shall|will|would)\s+(?:expire|terminate|end)\b(?:[^.]|\.\d){0,80}\bunless\s+(?:(?:the\s+parties|both\s+parties|they)\s+)?(?:(?:renew(?:ed)?|extend(?:ed)?)\s+(?:it\s+|this\s+agreement\s+)?(?:by|in)\b|(?:sign|execute|enter\s+into|agree\s+(?:to|in\s+writing))\b)`,
  String.raw`\b(?:absent|without)\b[^.]{0,80}\bshall\s+(?:then\s+)?expire\s+(?:at|on|upon)\s+the\s+(?:end|expiration)\s+of\s+the\s+initial\s+term\b`,
];
const renews = compile(renewsNames);
const noRenewal = compile(noRenewalNames);
/** "This term sheet will expire on April 4 unless extended": the offer's deadline, not the agreement's renewal. */
const offerExpires = /\b(?:this|the)\s+(?:term\s+sheet|offer|letter(?:\s+of\s+intent)?|proposal)\s+(?:will|shall)\s+(?:expire|lapse)\b/i;

export const renewal: SentenceRule = {
  family: 'term',
  read: ({ sentence }) => {
    const text = sentence.text;
    const renew = renews.exec(text);
    // "shall automatically renew ... unless either party notifies the other that it will not renew": the refusal
    // after "unless" is the way out of the renewal, not a term that denies it.
    const unlessAt = renew ? text.slice(renew.index).search(/\bunless\b/i) : -1;
    const judged = renew && unlessAt >= 0 ? text.slice(0, renew.index + unlessAt) : text;
    const noRenew = noRenewal.exec(judged);
    const at = (index: number) => sentence.start + index;
    if (noRenew && !offerExpires.test(judged))
      return [
        {
          term: 'autoRenews',
          value: false,
          at: at(noRenew.index),
          confidence: 0.9,
          rule: 'renewal.none',
          matched: entryAt(noRenewalNames, judged, noRenew.index),
        },
      ];
    if (renew)
      return [
        {
          term: 'autoRenews',
          value: true,
          at: at(renew.index),
          confidence: 0.9,
          rule: 'renewal.automatic',
          matched: entryAt(renewsNames, text, renew.index),
        },
      ];
    return [];
  },
};

const dateRange = new RegExp(
  String.raw`\b(?:from|beginning(?:\s+on)?|commencing(?:\s+on)?|begins?\s+on|starts?\s+on|effective)\s+(${dateWords})\s*,?\s+` +
    String.raw`(?:through|thru|to|until|and\s+(?:ending|ends?|expir\w+)\s+on|and\s+end(?:ing)?\s+on)\s+(${dateWords})`,
  'i',
);

/** "Your appointment will run from July 1, 2025 through June 30, 2026": the term in months, from its dates. */
export const termFromDates: SentenceRule = {
  family: 'term',
  read: ({ sentence, lead, defined }) => {
    const text = sentence.text;
    if (!/\b(?:term|appointment|agreement|employment)\b/i.test(text)) return [];
    const found: Proposal[] = [];
    const range = dateRange.exec(text);
    const span = range ? monthsSpanned(range[1]!, range[2]!) : undefined;
    if (range && span !== undefined && months(span) && !/\b(?:renewal|extension|extended)\b/i.test(text.slice(0, range.index)))
      found.push({
        term: 'initialTermMonths',
        value: span,
        at: sentence.start + range.index + range[0].lastIndexOf(range[2]!),
        confidence: 0.85,
        rule: 'initialTerm.dateRange',
      });
    // "The term of this Agreement shall commence on the Effective Date and shall end ... on September 1, 2028", the
    // Effective Date defined as a date elsewhere: the months between them.
    for (const { name, date } of range ? [] : defined.dates) {
      const named = new RegExp(
        String.raw`\b(?:commenc\w*|begin\w*|start\w*)\s+(?:on\s+)?(?:the\s+)?${escape(name)}\b[^;]{0,60}?\b(?:end|expire|terminate|continue)\w*\s+` +
          String.raw`(?:[^;]{0,25}?\s)?(?:on|through|until)\s+(${dateWords})`,
        'i',
      ).exec(text);
      const spanned = named ? monthsSpanned(date, named[1]!) : undefined;
      if (
        named &&
        spanned !== undefined &&
        months(spanned) &&
        /\binitial\s+term\b|\bterm\s+of\s+(?:this|the)\s+agreement\b/i.test(`${lead?.text ?? ''} ${text}`)
      ) {
        const at = sentence.start + named.index + named[0].lastIndexOf(named[1]!);
        found.push({ term: 'initialTermMonths', value: spanned, at, confidence: 0.8, rule: 'initialTerm.definedDate', matched: name });
        break;
      }
    }
    return found;
  },
};
