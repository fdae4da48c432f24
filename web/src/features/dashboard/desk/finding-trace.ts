import type { FindingTrace } from '#shared/contract-terms/terms.ts';
import * as messages from '#shared/messages.ts';

const deskText = messages.dashboard.desk;

/** A term family in words ("notice and cure"), as the desk names it. */
export const familyWords = (family: FindingTrace['family']): string => deskText.traceFamilies[family];

/** The same, opening a line of its own ("Notice and cure"). */
export const familyTitle = (family: FindingTrace['family']): string => {
  const words = familyWords(family);
  return words.charAt(0).toUpperCase() + words.slice(1);
};

/**
 * A rule id in words: "notice.eachPartyInOneSentence" reads "each party in one sentence" (its
 * family's own prefix left out, the family being said already); acronyms stay as they are ("CME").
 */
export function ruleWords(trace: Pick<FindingTrace, 'family' | 'rule'>): string {
  const parts = trace.rule.split(/[.:/_\s-]+/).filter(Boolean);
  const named = parts.length > 1 && parts[0]!.toLowerCase() === trace.family.toLowerCase() ? parts.slice(1) : parts;
  return named
    .flatMap((part) =>
      part
        .replace(/([a-z\d])([A-Z])/g, '$1 $2')
        .replace(/([A-Z]+)([A-Z][a-z])/g, '$1 $2')
        .replace(/([a-zA-Z])(\d)/g, '$1 $2')
        .split(' '),
    )
    .map((word) => (word.length > 1 && word === word.toUpperCase() ? word : word.toLowerCase()))
    .join(' ');
}

/**
 * The words of the finding's own sentence that its vocabulary entry matched ("annual salary"): an entry is often a
 * pattern (`\bannual\s+(?:base\s+)?salary\b`), which staff should not have to read. A phrase that is no pattern,
 * or one the quote does not hold, is said as listed.
 */
export function matchedWords(trace: Pick<FindingTrace, 'matched'>, quote: string): string | undefined {
  if (!trace.matched) return undefined;
  try {
    const words = new RegExp(trace.matched, 'i').exec(quote)?.[0].trim();
    if (words) return words.replace(/\s+/g, ' ');
  } catch {
    // Not a pattern: a phrase as written.
  }
  return trace.matched;
}

/** The plain-words line staff read first: "Found by the notice and cure rule 'each party in one sentence', matching "either party may terminate"." */
export const traceSentence = (trace: FindingTrace, quote: string): string =>
  deskText.foundBy(familyWords(trace.family), ruleWords(trace), matchedWords(trace, quote));
