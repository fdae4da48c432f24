/**
 * Figures not in force (issue 38): a figure a clause prints but does not set — an illustration, the figure a change
 * leaves ("will increase from $430,000 to $455,000"), the words an amendment deletes, a period that "no longer
 * applies", a salary that "was". No family takes them.
 */
import type { ClauseAt } from './candidates.ts';
import type { Quantity } from './numbers.ts';

/** "For reference, the target is 4,333 wRVUs", "for example": an illustration, not a term. */
export const illustration =
  /^\W*(?:[\d.]+\s*)?(?:for\s+(?:reference|example|instance|illustration)|by\s+way\s+of\s+(?:example|illustration)|illustration|example)\b/i;

const replacedWith = /^\W{0,3}(?:[\w-]+\s+){0,8}?(?:is|are)\s+(?:hereby\s+)?(?:deleted\s+(?:[\w-]+\s+){0,4}and\s+)?replaced\s+(?:with|by)\b/i;
const deleting = /\bdelet(?:e|es|ed|ing)\s+(?:the\s+(?:words?|figure|number|amount|phrase|text)\s+)?\W{0,3}(?:[\w'’-]+\s+){0,6}?\W{0,3}$/i;
const substituting = /^\W{0,4}(?:[\w'’-]+["”]?\s+){0,4}?\W{0,3}(?:in\s+(?:its|their)\s+place\s+)?(?:and|,)\s+(?:substitut|insert|replac)/i;
const previously = /\b(?:previous|former|old|prior)\s+(?:[\w'’()-]+\s+){0,10}$/i;
const noLongerApplies =
  /^[^.;]{0,80}?\b(?:no\s+longer\s+(?:appl|in\s+effect|in\s+force)|(?:is|are)\s+(?:hereby\s+)?(?:superseded|rescinded|withdrawn))/i;
const leavingWords = /\b(?:from|current(?:ly)?|existing|formerly|previously)\b[^.$\d]{0,40}$/i;

/** Whether a figure of a clause is one the clause does not set. */
export function notInForce(q: Quantity, clause: ClauseAt, quantities: readonly Quantity[]): boolean {
  const before = (n: number) => clause.text.slice(Math.max(0, q.start - clause.start - n), q.start - clause.start);
  const following = clause.text.slice(q.end - clause.start);
  const laterOfItsUnit = quantities.some((other) => other.start > q.end && other.unit === q.unit);
  // "will increase from $430,000 to $455,000": the figure it becomes.
  if (/\bfrom\s+$/i.test(before(6)) && /^\s*to\s+\S/i.test(following)) return true;
  // 'the words "ninety (90) days" are deleted ... and replaced with "one hundred twenty (120) days"': the figure replaced.
  if (replacedWith.test(following) && laterOfItsUnit) return true;
  // 'amended by deleting the words "ninety (90) days" and substituting "one hundred twenty (120) days"': the figure deleted.
  if (deleting.test(before(80)) && substituting.test(following) && laterOfItsUnit) return true;
  // "The previous notice period of ninety (90) days and cure period of fifteen (15) days no longer apply": figures gone.
  if (previously.test(before(80)) && noLongerApplies.test(following)) return true;
  // "will increase to $3,000, from $2,250", "an increase from your current base salary of $289,500": the figure it leaves.
  const leaving = leavingWords.exec(before(50));
  if (leaving && quantities.some((other) => other !== q && other.unit === q.unit)) {
    const from = Math.max(clause.start, q.start - 50) + leaving.index;
    // "from five weeks to six weeks": the word is the first figure's, not this one's.
    if (!quantities.some((other) => other !== q && other.start >= from && other.end <= q.start)) return true;
  }
  // "the base salary in effect immediately before the Amendment Effective Date was $232,000": a figure that was.
  if (q.unit === 'usd' && /\b(?:was|were|had\s+been)\s+$/i.test(before(12))) return true;
  return false;
}

/**
 * "twenty-five (25) days ..., in place of the twenty (20) days currently provided": the figure it replaces; "to be
 * scheduled at least sixty (60) days in advance": when to ask, not how much.
 */
export function replacedOrAdvance(q: Quantity, clause: ClauseAt): boolean {
  return (
    /\b(?:in\s+place\s+of|instead\s+of|rather\s+than|replacing|in\s+lieu\s+of)\s+(?:the\s+)?(?:current\s+|existing\s+|prior\s+)?$/i.test(
      clause.text.slice(Math.max(0, q.start - clause.start - 40), q.start - clause.start),
    ) || /^\W*(?:in\s+advance|advance\s+notice)\b/i.test(clause.text.slice(q.end - clause.start))
  );
}
