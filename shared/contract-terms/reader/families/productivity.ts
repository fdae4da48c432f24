/**
 * Productivity (issue 38): the wRVU threshold above which productivity pay starts, and the pay per wRVU.
 * Rules: threshold.named, rate.named, threshold.tierTable and rate.tierTable (a table of wRVU tiers), and
 * threshold.annualized (a quarter's figure given with its year's in parentheses: the year's is taken).
 */
import type { Candidate, FigureRule, TopicTerm } from '../candidates.ts';
import { amendment, candidateOf } from '../candidates.ts';
import type { Sentence } from '../sentences.ts';
import type { TermKey } from '#shared/contract-terms/terms.ts';

/** The terms this family finds. */
export const productivityTerms = ['wrvuThreshold', 'wrvuRate'] as const satisfies readonly TermKey[];

/** Words that put a wRVU figure above which pay starts. */
export const thresholdWords = [
  String.raw`\bthreshold\b`,
  String.raw`\bin\s+excess\s+of\b`,
  String.raw`\babove\b`,
  String.raw`\bexceed(?:s|ing)?\b`,
  String.raw`\bover\b`,
  String.raw`\btarget\b`,
  String.raw`\bbenchmark\b`,
  String.raw`\bbeyond\b`,
];

/** Words that make a sum a rate per wRVU. */
export const rateWords = [
  String.raw`\bper\s+(?:work\s+)?w?\s?RVU\b`,
  String.raw`\bfor\s+(?:each|every)\s+(?:work\s+)?w?\s?RVU\b`,
  String.raw`\bconversion\s+(?:factor|rate)\b`,
  String.raw`\b(?:per|for\s+each|for\s+every)\s+(?:work\s+)?relative\s+value\s+unit\b`,
  String.raw`\bproductivity\s+rate\b`,
  String.raw`\bper\s+unit\b`,
  String.raw`\bmultiplied\s+by\s+(?:the\s+)?(?:(?:number|total)\s+of\s+)?(?:\w+\s+)?w?\s?RVUs?\b`,
  String.raw`(?<=\bw?\s?RVUs?\b[^.]{0,160})\b(?:multiplied\s+by|times)\b`,
];

/** "Base Salary ... will be reduced by $54.17 for each wRVU of the shortfall": a penalty, not the pay rate. */
const penaltyBefore = /\b(?:reduced|decreased|deducted|lowered)\s+(?:by\s+)?$|\breduction\s+of\s+$/i;
const penaltyAfter = /^\s*(?:for\s+each|per)\s+(?:work\s+)?w?\s?RVU\s+(?:of\s+(?:the\s+)?)?(?:shortfall|deficit|below)\b/i;

export const productivityTopics: readonly TopicTerm[] = [
  {
    term: 'wrvuThreshold',
    family: 'productivity',
    rule: 'threshold.named',
    vocabulary: thresholdWords,
    units: ['wrvus', 'number'],
    accept: (value, clause) => value >= 1000 && value <= 40_000 && /RVU|relative\s+value/i.test(clause),
  },
  {
    term: 'wrvuRate',
    family: 'productivity',
    rule: 'rate.named',
    vocabulary: rateWords,
    units: ['usd'],
    accept: (value) => value >= 1 && value <= 500,
    // "The 2025 Medicare Physician Fee Schedule reduced the conversion factor to $32.3465": Medicare's, not the pay rate.
    negation: /\bMedicare\b[^.]{0,80}\bconversion\s+factor\b|\bconversion\s+factor\b[^.]{0,40}\b(?:Medicare|CMS)\b/i,
    refuses: (q, clause) =>
      penaltyBefore.test(clause.text.slice(Math.max(0, q.start - clause.start - 20), q.start - clause.start)) ||
      penaltyAfter.test(clause.text.slice(q.end - clause.start)),
  },
];

/** "exceed 1,375 wRVUs (5,500 wRVUs annualized)": the year's figure in parentheses is the threshold, not this one. */
export const annualizedFigure: FigureRule = {
  family: 'productivity',
  read: (q, { clause }) =>
    q.unit === 'wrvus' &&
    /^\s*\(\s*[\d,]+\s+(?:work\s+)?w?\s?RVUs?\s+(?:annualized|annually|per\s+year|a\s+year|per\s+annum)\s*\)/i.test(
      clause.text.slice(q.end - clause.start),
    )
      ? []
      : undefined,
};

interface Printed {
  readonly value: number;
  readonly at: number;
}

/**
 * Tables of wRVU tiers, one tier to a row ("wRVUs From | wRVUs To | Rate per wRVU", then "7,900 | 9,400 | $56.00";
 * "Tier 1 | 5,800 to 7,000 | $51.50") or one to a column ("Annual wRVUs | 9,500 - 11,000 | 11,000 - 12,500", then
 * "Year 1 rate | $58.00 | $61.00"): where the first tier paid above $0 starts, and its rate (the first year's).
 */
function tierTables(joined: string): { start: number; end: number; threshold: Printed; rate: Printed }[] {
  const lines: { text: string; start: number }[] = [];
  let offset = 0;
  for (const line of joined.split('\n')) {
    if (line.trim()) lines.push({ text: line, start: offset });
    offset += line.length + 1;
  }
  const number = (text: string) => Number(text.replace(/,/g, ''));
  const tables: { start: number; end: number; threshold: Printed; rate: Printed }[] = [];
  for (let i = 0; i < lines.length; i++) {
    const header = lines[i]!;
    if (!/\b(?:w?\s?RVUs?|tiers?)\b/i.test(header.text) || !/\b(?:rate|tier|from)\b/i.test(header.text) || /\$\s?\d/.test(header.text)) continue;
    // One tier to a row.
    const row = new RegExp(
      String.raw`^\s*(?:tier\s*\d+\s+)?(?:over\s+|above\s+|more\s+than\s+)?(\d{1,2},?\d{3}|0)\s*(?:-|–|to)?\s*(?:\d{1,2},?` +
        String.raw`\d{3}|no\s+limit|and\s+(?:above|over)|\+)?\b[^$\n]{0,20}\$\s?(\d{1,3}(?:\.\d{1,2})?)\b`,
      'i',
    );
    // A tier the base salary pays for ("0 - 8,500 (Threshold) | Included in base salary"): a rate of $0.
    const unpaid = new RegExp(
      String.raw`^\s*(?:(?:tier\s*\d+|base|[A-Z][a-z]+)\s+)?(0|\d{1,2},?\d{3})\s*(?:-|–|to)\s*(\d{1,2},?\d{3})\b[^$\n]{0,40}` +
        String.raw`\b(?:included|none|no\s+(?:additional|productivity)|not\s+paid|base\s+salary)\b`,
      'i',
    );
    // Each row: where its tier starts (the figure as printed), its rate, and where an unpaid tier ends.
    const rows: { line: (typeof lines)[number]; from: string; rate: string; upTo?: number }[] = [];
    for (let j = i + 1; j < lines.length && j <= i + 6; j++) {
      const m = row.exec(lines[j]!.text);
      const free = m ? undefined : unpaid.exec(lines[j]!.text);
      if (m) rows.push({ line: lines[j]!, from: m[1]!, rate: m[2]! });
      else if (free) rows.push({ line: lines[j]!, from: free[1]!, rate: '0', upTo: number(free[2]!) });
      else break;
    }
    const paidAt = rows.findIndex((r) => number(r.rate) > 0);
    const paid = rows[paidAt];
    if (rows.length >= 2 && paid) {
      const last = rows.at(-1)!.line;
      // "0 - 8,500" then "8,501 - 10,000 | $62.00": the threshold is where the unpaid tier ends.
      const unpaidEnd = rows[paidAt - 1]?.upTo;
      const threshold = unpaidEnd !== undefined && unpaidEnd + 1 === number(paid.from) ? unpaidEnd : number(paid.from);
      tables.push({
        start: header.start,
        end: last.start + last.text.length,
        threshold: { value: threshold, at: paid.line.start + paid.line.text.indexOf(paid.from) },
        rate: { value: number(paid.rate), at: paid.line.start + paid.line.text.lastIndexOf(paid.rate) },
      });
      continue;
    }
    // One tier to a column: a row of ranges, then a row of rates.
    const ranges = lines[i + 1];
    const rates = lines[i + 2];
    const firstRange = ranges && /\bw?\s?RVUs?\b[^\d\n]*?(\d{1,2},?\d{3})\s*(?:-|–|to)\s*\d{1,2},?\d{3}/i.exec(ranges.text);
    const firstRate = rates && /\brate\b[^$\n]*?\$\s?(\d{1,3}(?:\.\d{1,2})?)/i.exec(rates.text);
    if (ranges && rates && firstRange && firstRate)
      tables.push({
        start: header.start,
        end: rates.start + rates.text.length,
        threshold: { value: number(firstRange[1]!), at: ranges.start + firstRange.index + firstRange[0].indexOf(firstRange[1]!) },
        rate: { value: number(firstRate[1]!), at: rates.start + firstRate.index + firstRate[0].lastIndexOf(firstRate[1]!) },
      });
  }
  return tables;
}

/**
 * A table of wRVU tiers sets the threshold (where the first paid tier starts) and the first tier's rate: the
 * reader's other readings of its rows (a tier's upper bound, a later tier's rate) give way to it.
 */
export function withTierTables(candidates: Candidate[], joined: string, sentences: readonly Sentence[]): void {
  for (const table of tierTables(joined)) {
    const inTable = (c: Candidate) => (c.term === 'wrvuThreshold' || c.term === 'wrvuRate') && c.at >= table.start && c.at < table.end;
    candidates.splice(0, candidates.length, ...candidates.filter((c) => !inTable(c)));
    for (const [term, found, rule] of [
      ['wrvuThreshold', table.threshold, 'threshold.tierTable'],
      ['wrvuRate', table.rate, 'rate.tierTable'],
    ] as const) {
      const sentence = sentences.find((candidate) => candidate.start <= found.at && found.at < candidate.end);
      if (sentence)
        candidates.push(
          candidateOf('productivity', { term, value: found.value, at: found.at, confidence: 0.95, rule }, sentence, amendment.test(sentence.text)),
        );
    }
  }
}
