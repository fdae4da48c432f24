/**
 * Numbers that belong to none of the terms (issue 38), so they are not taken by a term named beside them: holidays
 * and sick leave, a carry-over cap, insurance limits, interest, a multiple of salary, a payment's due date.
 */
import type { TopicTerm } from './candidates.ts';

/** Leave that is not paid time off, and caps on time off. */
export const otherLeaveWords = [
  String.raw`\bholidays?\b`,
  String.raw`\bsick\s+(?:leave|days?)\b`,
  String.raw`\bbereavement\b`,
  String.raw`\bjury\s+duty\b`,
  String.raw`\bparental\s+leave\b`,
  String.raw`\bcarry\s?(?:over|forward)\b`,
  String.raw`\bcarryover\b`,
  String.raw`\bmaximum\s+(?:accrual|balance)\b`,
  String.raw`\bcap\s+on\b`,
  String.raw`\baccrued\b`,
  String.raw`\bunused\b`,
];

/** Sums that are not pay: insurance limits, interest, life and disability cover, a multiple of salary. */
export const otherMoneyWords = [
  String.raw`\bper\s+claim\b`,
  String.raw`\baggregate\b(?=[^.]*\b(?:per\s+claim|occurrence|liability|coverage|insurance|policy)\b)`,
  String.raw`(?<=\b(?:per\s+claim|occurrence|liability|coverage|insurance|policy)\b[^.]*)\baggregate\b`,
  String.raw`\binterest\b`,
  String.raw`\blife\s+insurance\b`,
  String.raw`\bdisability\b`,
  String.raw`\b(?:times|multiple\s+of)\s+(?:(?:the|your|his|her|annual)\s+)?(?:base\s+)?salary\b`,
  String.raw`\b\d+(?:\.\d+)?\s*[x×]\s+(?:(?:the|your|annual)\s+)?(?:base\s+)?(?:salary|pay|compensation)\b`,
];

/** Not a cure period: "fails to cure the breach within thirty (30) days after receipt of written notice" (a due date). */
export const dueDateWords = [
  String.raw`(?<!\b(?:cure[ds]?|remed(?:y|ied)|correct(?:ed)?|fix(?:es|ed)?)\b[^.;]{0,60})\bwithin\s+(?:ten|five|thirty|\d+)\s*(?:\(\d+\)\s*)?days?\s+(?:of|after)\s+(?:receipt|the\s+end|the\s+close|invoice|billing|the\s+date)`,
];

export const sinkTopics: readonly TopicTerm[] = [
  { term: 'sink', family: 'sink', rule: 'sink.otherLeave', vocabulary: otherLeaveWords, units: ['days', 'weeks', 'months', 'hours'] },
  { term: 'sink', family: 'sink', rule: 'sink.otherMoney', vocabulary: otherMoneyWords, units: ['usd', 'months'] },
  { term: 'sink', family: 'sink', rule: 'sink.dueDate', vocabulary: dueDateWords, units: ['days'] },
];
