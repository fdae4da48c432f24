/**
 * Call (issue 38): how often the physician takes call, as '1:N'.
 * Rules: call.ratio ("1:4", "one (1) in four (4)", "one night in four", "q4"), call.everyNth ("every fourth night"),
 * call.sharers ("shared among the Center's six physicians": less sure).
 */
import type { SentenceRule } from '../candidates.ts';
import { small } from '../numbers.ts';
import { sectionHeading } from '../sentences.ts';
import type { TermKey } from '#shared/contract-terms/terms.ts';

/** The terms this family finds. */
export const callTerms = ['callRatio'] as const satisfies readonly TermKey[];

const ordinal: Record<string, number> = { second: 2, third: 3, fourth: 4, fifth: 5, sixth: 6, seventh: 7, eighth: 8, ninth: 9, tenth: 10 };
/** Two to ten, in digits or words. */
const n = `(?:\\d+|${Object.keys(small).slice(2, 11).join('|')})`;

/** How a ratio of call is written; the number after "in" is N. */
export const ratioWords = [
  String.raw`\b1\s*:\s*(\d{1,2})\b`,
  String.raw`\b(?:one|1)[\s-]*(?:\(1\)\s*)?(?:night|day|weekend|shift|week)?s?[\s-]*(?:in|out\s+of|of\s+every|every)[\s-]+(?:every\s+)?(${n})(?:\s*\(\d+\))?(?!\d|,\d)`,
  String.raw`\b1-in-(\d{1,2})\b`,
  // "q4 call", "in-house call is q6": one night in that many.
  String.raw`\bq\s?([2-9]|1[0-4])\b(?=\s*(?:call|night|,|\.|\s+(?:basis|rotation|schedule)|$))|\bcall\s+(?:\w+\s+){0,2}q([2-9]|1[0-4])\b`,
];
/** Who share call, when only their number is given. */
const sharersWords = `(?:physicians|surgeons|doctors|providers|partners|clinicians|hospitalists|[a-z]+ists|[a-z]+ians)`;
const sharers = new RegExp(
  String.raw`\b(?:among|between|by|of)\s+(?:the\s+|its\s+|our\s+|[A-Z][\w.&'’-]*['’]s\s+)?(?:[\w'’]+\s+){0,2}?(${n})\s+(?:\w+\s+)?${sharersWords}\b` +
    String.raw`|\b(?:with|of)\s+(${n})\s+(?:\w+\s+)?${sharersWords}\s+(?:now\s+)?shar\w*\s+(?:the\s+)?call\b`,
  'i',
);

const numberOf = (raw: string) => (/^\d+$/.test(raw) ? Number(raw) : small[raw.toLowerCase()]);

export const callRatio: SentenceRule = {
  family: 'call',
  read: ({ sentence, lead, defined }) => {
    const text = sentence.text;
    // "3.2 Call. Division faculty share overnight call ... one night in six": the heading says what.
    const callHeading =
      lead &&
      lead !== sentence &&
      // "2.2 Physician shall share ... call ... Physician's share shall be one (1) in three (3) weeknights": the paragraph's subject.
      // "2.2 After-Hours Coverage. ... coverage rotation ... one week in six": call by another name.
      (/\bcall\b|\bafter[-\s]hours\b/i.test(sectionHeading(lead.text) ?? '') || (/\bcall\b/i.test(lead.text) && /\bshare\b/i.test(text))) &&
      /\bnights?\b|\bweekends?\b|\bweeknights?\b|\bweeks?\s+in\b|\b1\s*:\s*\d/i.test(text);
    if (!/\bcall\b/i.test(text) && !callHeading) return [];
    const ratios = ratioWords
      .flatMap((entry) => [...text.matchAll(new RegExp(entry, 'gi'))].map((m) => ({ m, entry })))
      // "1 in 4 (1:4)" is one statement: keep the first of matches that overlap.
      .sort((a, b) => a.m.index - b.m.index)
      .filter(({ m }, i, all) => i === 0 || m.index >= all[i - 1]!.m.index + all[i - 1]!.m[0].length);
    // An amendment's table row reads "call one night in three (1:3) | call one night in four (1:4)": its last ratio is the new one.
    const ratio = (defined.amending ? ratios.at(-1) : ratios[0]) ?? null;
    const every = /\bevery\s+(second|third|fourth|fifth|sixth|seventh|eighth|ninth|tenth)\s+(?:night|day|weekend)\b/i.exec(text);
    const shared = sharers.exec(text);
    const at = (index: number) => sentence.start + index;
    if (ratio) {
      const value = numberOf((ratio.m[1] ?? ratio.m[2])!);
      if (value && value >= 2 && value <= 14)
        return [{ term: 'callRatio', value: `1:${value}`, at: at(ratio.m.index), confidence: 0.9, rule: 'call.ratio', matched: ratio.entry }];
    } else if (every)
      return [{ term: 'callRatio', value: `1:${ordinal[every[1]!.toLowerCase()]}`, at: at(every.index), confidence: 0.85, rule: 'call.everyNth' }];
    else if (shared && /\bshar\w*|\brotat\w*|\bequally\b|\bcomplement\b/i.test(text)) {
      const value = numberOf((shared[1] ?? shared[2])!);
      if (value && value >= 2 && value <= 14)
        return [{ term: 'callRatio', value: `1:${value}`, at: at(shared.index), confidence: 0.7, rule: 'call.sharers' }];
    }
    return [];
  },
};
