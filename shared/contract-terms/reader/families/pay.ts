/**
 * Pay (issue 38): the base salary and how long it is guaranteed before productivity pay takes over.
 * Rules: salary.named (the figure nearest a salary's name), guarantee.named, salary.firstYearRow (a table of salary
 * by year under a header row: its first year).
 */
import type { FigureRule, TopicTerm } from '../candidates.ts';
import type { TermKey } from '#shared/contract-terms/terms.ts';

/** The terms this family finds. */
export const payTerms = ['baseSalary', 'guaranteeMonths'] as const satisfies readonly TermKey[];

const money = (min: number, max: number) => (value: number) => value >= min && value <= max;
const months = (value: number) => value >= 1 && value <= 120;

/** What a base salary is called. */
export const baseSalaryNames = [
  String.raw`\bbase\s+(?:annual\s+)?(?:salary|compensation|pay)\b`,
  String.raw`\bannual\s+(?:base\s+)?salary\b`,
  String.raw`\bsalary\s+(?:of|at\s+(?:the\s+)?(?:annual\s+)?rate\s+of)\b`,
  String.raw`\bguaranteed\s+(?:annual\s+)?(?:salary|compensation)\b`,
  String.raw`\bannual\s+compensation\s+of\b`,
  String.raw`\bsalary\b`,
  // A heading or label "Pay." / "Your base pay:".
  String.raw`^\W*(?:[\d.]+\s*)?(?:your\s+)?(?:base\s+|annual\s+)?pay(?=\s*[.:])`,
];

/**
 * A guarantee by another name (grew from the dev corpus): "Salary protection | No productivity adjustment ... during
 * the first twelve (12) months", "base salary is protected", "the Ramp Period", "shall not be reduced on account of
 * ... wRVU production".
 */
export const guaranteeNames = [
  String.raw`\bguarantee(?:d)?\b`,
  String.raw`\b(?:salary|income|base|compensation)\s+protection\b`,
  String.raw`\bprotected\s+(?:salary|period|base)\b`,
  String.raw`\b(?:salary|compensation)\s+(?:is|shall\s+be|will\s+be)\s+protected\b`,
  String.raw`\bramp(?:-up)?\s+period\b`,
  String.raw`\bnot\s+be\s+(?:reduced|adjusted)\s+(?:on\s+account\s+of|on\s+the\s+basis\s+of|based\s+on)\b[^.]{0,60}\b(?:productivity|production|wRVUs?|volume)\b`,
  String.raw`\bno\s+productivity\s+adjustment\b`,
];

export const payTopics: readonly TopicTerm[] = [
  { term: 'baseSalary', family: 'pay', rule: 'salary.named', vocabulary: baseSalaryNames, units: ['usd'], accept: money(40_000, 3_000_000) },
  { term: 'guaranteeMonths', family: 'pay', rule: 'guarantee.named', vocabulary: guaranteeNames, units: ['months'], accept: months },
];

/** The first row of a salary table names the first year ("First Contract Year", "Year 1", "Start date through ..."). */
const firstYearRow = /^\W*(?:first|1st|initial|year\s+(?:1|one)|(?:start|commencement|effective|employment)\s+date\s+(?:through|to|until))\b/i;
/** Or it is the first row under the header ("AY 2025-26 | $380,000"). */
const yearRow = /^\W*(?:(?:AY|FY|CY|academic\s+year|fiscal\s+year|contract\s+year|year)\s*)?(?:20\d\d(?:\s*[-–/]\s*(?:20)?\d\d)?|\d{1,2})\s+\$/i;
const salaryHeader = /\b(?:annual\s+|base\s+)?salary\b|\bbase\s+(?:pay|compensation)\b/i;

/** A table of salary by year under a header row ("Period | Annual salary", then "First Contract Year | $600,000"): its first year. */
export const salaryTable: FigureRule = {
  family: 'pay',
  read: (q, { clause, previous }) => {
    if (q.unit !== 'usd' || !money(40_000, 3_000_000)(q.value) || !(firstYearRow.test(clause.text) || yearRow.test(clause.text)) || !previous)
      return undefined;
    // The header row, or what follows the colon that introduces it ("... will be as follows: Academic year Annual base salary").
    const header = previous.text.split(/:\s+/).at(-1) ?? '';
    if (header.trim().split(/\s+/).length > 6 || !salaryHeader.test(header)) return undefined;
    return [{ term: 'baseSalary', value: q.value, at: q.start, confidence: 0.75, rule: 'salary.firstYearRow' }];
  },
};
