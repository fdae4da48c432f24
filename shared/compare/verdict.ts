import { formatTermValue, formatUsd, type TermKey } from '../contract-terms/terms';
import * as compareMessages from '../messages/compare-offers';
import { oneTimePay, payTerms, tailCost } from './compare';
import { missingWords } from './explain';
import type { ComparisonResult, FigureRef, Scenario } from './types';

/*
 * The verdict (issue 39): what a physician came to Compare offers to learn, as a short list of
 * sentences, plain words first and figures after, each with its "why?". It only restates figures
 * of the ComparisonResult it is given (and the terms they rest on): it never claims what the
 * figures below do not show. Where a term a claim needs is missing, the sentence says so instead of
 * ranking. Pure: the screen renders it (web/src/features/offers/Verdict.tsx).
 */

/** What a sentence of the verdict is about. */
export type VerdictTopic = 'pay' | 'presentValue' | 'oneTime' | 'leaving' | 'terms' | 'notStated';

export interface VerdictLine {
  readonly topic: VerdictTopic;
  readonly text: string;
  /** The figures it restates, each with its own "why?" (explainFigure), and what that figure is. */
  readonly figures: readonly { readonly ref: FigureRef; readonly what: string }[];
  /** The terms it rests on (offer: index into Scenario.offers), for a "why?" quoting each. */
  readonly terms: readonly { readonly offer: number; readonly term: TermKey }[];
  /** The claim could not be made: a term or assumption it needs is missing. */
  readonly missing: boolean;
}

export interface VerdictOptions {
  /**
   * Whether the physician typed their expected wRVUs (true by default). When not, and an offer
   * pays per wRVU, the pay claim asks for them instead of ranking; every other claim stands.
   */
  readonly wrvusTyped?: boolean;
}

const count = /* @__PURE__ */ new Intl.NumberFormat('en-US', { maximumFractionDigits: 2 });
const percent = /* @__PURE__ */ new Intl.NumberFormat('en-US', { style: 'percent', maximumFractionDigits: 2 });
const usd = (amount: number) => (amount < 0 ? `-${formatUsd(-amount)}` : formatUsd(amount));

/** "A", "A and B", "A, B and C". */
export function listOf(items: readonly string[]): string {
  if (items.length <= 1) return items.join('');
  return `${items.slice(0, -1).join(', ')} and ${items[items.length - 1]}`;
}

const line = (topic: VerdictTopic, text: string, extra: Partial<Omit<VerdictLine, 'topic' | 'text'>> = {}): VerdictLine => ({
  topic,
  text,
  figures: extra.figures ?? [],
  terms: extra.terms ?? [],
  missing: extra.missing ?? false,
});

/** Offers in order of `value`, best first (higher when `higher`), ties in input order. */
const ranked = <T extends { readonly index: number; readonly value: number }>(items: readonly T[], higher: boolean): T[] =>
  [...items].sort((x, y) => (higher ? y.value - x.value : x.value - y.value) || x.index - y.index);

/** The verdict of a comparison, in the order it is read: pay, present value, one-time money, leaving, then the terms that are not money. */
export function verdict(scenario: Scenario, result: ComparisonResult, options: VerdictOptions = {}): VerdictLine[] {
  const names = scenario.offers.map((offer) => offer.name);
  // An offer with no terms at all (added empty, or a PDF not read yet) has nothing to compare: said
  // once, first, and left out of every claim below rather than named in each as "not stated".
  const empty = new Set(scenario.offers.flatMap((offer, index) => (Object.values(offer.terms).every((value) => value === undefined) ? [index] : [])));
  const emptyLine =
    empty.size === 0
      ? []
      : [line('notStated', compareMessages.verdictEmptyOffers(listOf([...empty].map((i) => names[i]!)), empty.size > 1), { missing: true })];
  return [
    ...emptyLine,
    ...payLines(scenario, result, names, options.wrvusTyped ?? true, empty),
    ...oneTimeLines(scenario, names, empty),
    ...leavingLines(scenario, result, names, empty),
    ...termLines(scenario, names, empty),
  ];
}

function payLines(
  scenario: Scenario,
  result: ComparisonResult,
  names: readonly string[],
  wrvusTyped: boolean,
  skip: ReadonlySet<number>,
): VerdictLine[] {
  const lines: VerdictLine[] = [];
  const { years } = scenario;
  const terms = scenario.offers.map(payTerms);
  const perWrvu = terms.flatMap((t, index) => (t.productive && t.baseSalary !== undefined ? [index] : []));
  const totalRef = (offer: number) => ({
    ref: { kind: 'total', offer, level: 'expected' } as const,
    what: `${names[offer]}: ${compareMessages.totalTitle(years).toLowerCase()}`,
  });
  const npvRef = (offer: number) => ({
    ref: { kind: 'npv', offer, level: 'expected' } as const,
    what: `${names[offer]}: ${compareMessages.presentValue.toLowerCase()}`,
  });
  const unknown = result.offers.flatMap((offer, index) => (offer.total.expected === null && !skip.has(index) ? [index] : []));

  if (!wrvusTyped && perWrvu.length > 0)
    lines.push(line('pay', compareMessages.verdictNeedsWrvus(listOf(perWrvu.map((i) => names[i]!)), perWrvu.length > 1), { missing: true }));
  else {
    const known = result.offers.flatMap((offer, index) =>
      offer.total.expected === null || offer.npv.expected === null ? [] : [{ index, value: offer.total.expected, npv: offer.npv.expected }],
    );
    if (known.length >= 2) {
      const at = perWrvu.length > 0 ? compareMessages.verdictAtWrvus(count.format(scenario.wrvusPerYear.expected)) : '';
      const qualified = (sentence: string) => (unknown.length > 0 ? compareMessages.verdictOfKnown(known.length, sentence) : sentence);
      const byTotal = ranked(known, true);
      const [first, second] = [byTotal[0]!, byTotal[1]!];
      const tied = byTotal.filter((offer) => offer.value === first.value);
      lines.push(
        tied.length > 1
          ? line('pay', qualified(compareMessages.verdictPayTie(listOf(tied.map((o) => names[o.index]!)), at, usd(first.value), years)), {
              figures: tied.map((o) => totalRef(o.index)),
            })
          : line(
              'pay',
              qualified(
                compareMessages.verdictPaysMost(
                  names[first.index]!,
                  known.length > 2,
                  at,
                  usd(first.value),
                  years,
                  usd(first.value - second.value),
                  names[second.index]!,
                ),
              ),
              { figures: [totalRef(first.index), totalRef(second.index)] },
            ),
      );
      const byNpv = ranked(
        known.map((o) => ({ index: o.index, value: o.npv })),
        true,
      );
      const [pvFirst, pvSecond] = [byNpv[0]!, byNpv[1]!];
      const pvTied = byNpv.filter((offer) => offer.value === pvFirst.value);
      const rate = percent.format(scenario.discountRate);
      lines.push(
        pvTied.length > 1
          ? line('presentValue', compareMessages.verdictPresentValueTie(rate, listOf(pvTied.map((o) => names[o.index]!)), usd(pvFirst.value)), {
              figures: pvTied.map((o) => npvRef(o.index)),
            })
          : line(
              'presentValue',
              tied.length === 1 && pvFirst.index === first.index
                ? compareMessages.verdictPresentValueSame(rate, usd(pvFirst.value), usd(pvFirst.value - pvSecond.value), names[pvSecond.index]!)
                : compareMessages.verdictPresentValueOther(
                    rate,
                    names[pvFirst.index]!,
                    usd(pvFirst.value),
                    usd(pvFirst.value - pvSecond.value),
                    names[pvSecond.index]!,
                  ),
              { figures: [npvRef(pvFirst.index), npvRef(pvSecond.index)] },
            ),
      );
    }
  }
  if (unknown.length > 0)
    lines.push(
      line('pay', compareMessages.verdictPayUnknown(listOf(unknown.map((i) => names[i]!)), unknown.length > 1), {
        figures: unknown.map(totalRef),
        missing: true,
      }),
    );
  return lines;
}

/** One-time money apart from recurring pay (one basis per sentence), and a relocation that is a reimbursement, not pay. */
function oneTimeLines(scenario: Scenario, names: readonly string[], skip: ReadonlySet<number>): VerdictLine[] {
  const lines: VerdictLine[] = [];
  const terms = scenario.offers.map(payTerms);
  const amounts = terms.map(oneTimePay);
  if (amounts.some((amount) => amount > 0)) {
    const list = terms.flatMap((t, index) => {
      if (skip.has(index)) return [];
      const amount = amounts[index]!;
      if (amount === 0) return compareMessages.verdictOneTimeNone(names[index]!);
      const parts = [
        ...(t.signingBonus ? [compareMessages.verdictSigningBonus] : []),
        ...(t.relocationIsPay && t.relocation ? [compareMessages.verdictRelocationCash] : []),
      ];
      return compareMessages.verdictOneTimeOf(names[index]!, usd(amount), listOf(parts));
    });
    lines.push(
      line('oneTime', compareMessages.verdictOneTime(list.join(', ')), {
        figures: amounts.flatMap((amount, offer) =>
          amount > 0
            ? [
                {
                  ref: { kind: 'pay', offer, year: 1, level: 'expected' } as const,
                  what: `${names[offer]}: ${compareMessages.year(1).toLowerCase()}`,
                },
              ]
            : [],
        ),
      }),
    );
  }
  terms.forEach((t, offer) => {
    if (t.relocation !== undefined && !t.relocationIsPay)
      lines.push(
        line('oneTime', compareMessages.verdictReimbursement(names[offer]!, usd(t.relocation)), {
          terms: [
            { offer, term: 'relocation' },
            { offer, term: 'relocationKind' },
          ],
        }),
      );
  });
  return lines;
}

/**
 * Which offer is cheapest to leave in year 1 and in year 2 of the initial term: for each offer, the
 * most leaving costs at the end of any month of that year (the months of its cost-of-leaving
 * table). With every tail known, the total; otherwise the repayments alone, said as "before any tail
 * coverage", and a sentence naming what each unknown tail lacks.
 */
function leavingLines(scenario: Scenario, result: ComparisonResult, names: readonly string[], skip: ReadonlySet<number>): VerdictLine[] {
  const lines: VerdictLine[] = [];
  const tails = scenario.offers.map((offer) => tailCost(offer, scenario.tail));
  for (const year of [1, 2]) {
    const inYear = result.offers.map((offer) => offer.costToLeave.filter((row) => row.month > 12 * (year - 1) && row.month <= 12 * year));
    const present = inYear.flatMap((rows, index) => (rows.length > 0 && !skip.has(index) ? [index] : []));
    if (present.length === 0) continue;
    const ended = inYear.flatMap((rows, index) => (rows.length === 0 && !skip.has(index) ? [index] : []));
    const tailKnown = present.every((index) => tails[index]!.amount !== null);
    const part = tailKnown ? 'total' : 'repay';
    const worst = present.map((index) => {
      // The costliest month of the year, the earliest of equals.
      let best = inYear[index]![0]!;
      for (const row of inYear[index]!) if ((row[part] ?? 0) > (best[part] ?? 0)) best = row;
      return { index, value: best[part] ?? 0, month: best.month };
    });
    const leaveRef = (o: { index: number; month: number }) => ({
      ref: { kind: 'costToLeave', offer: o.index, month: o.month, part } as const,
      what: `${names[o.index]}: ${(tailKnown ? compareMessages.leavingTitle : compareMessages.repay).toLowerCase()}, ${compareMessages.month.toLowerCase()} ${o.month}`,
    });
    if (present.length >= 2) {
      const order = ranked(worst, false);
      const [first, second] = [order[0]!, order[1]!];
      const tied = order.filter((o) => o.value === first.value);
      if (tied.length > 1) {
        const tieNames = listOf(tied.map((o) => names[o.index]!));
        lines.push(
          line(
            'leaving',
            first.value === 0
              ? (tailKnown ? compareMessages.verdictLeaveTieFree : compareMessages.verdictRepayTieFree)(tieNames, year)
              : tailKnown
                ? compareMessages.verdictLeaveTie(tieNames, year, usd(first.value))
                : compareMessages.verdictRepayTie(tieNames, year, usd(first.value)),
            { figures: tied.map(leaveRef) },
          ),
        );
      } else {
        const say = tailKnown ? compareMessages.verdictCheapestToLeave : compareMessages.verdictCheapestToRepay;
        lines.push(
          line(
            'leaving',
            first.value === 0
              ? (tailKnown ? compareMessages.verdictFreeToLeave : compareMessages.verdictFreeToRepay)(
                  names[first.index]!,
                  year,
                  names[second.index]!,
                  usd(second.value),
                  second.month,
                )
              : say(
                  names[first.index]!,
                  year,
                  usd(first.value),
                  first.month,
                  usd(second.value - first.value),
                  names[second.index]!,
                  usd(second.value),
                ),
            { figures: [leaveRef(first), leaveRef(second)] },
          ),
        );
      }
    }
    if (ended.length > 0)
      lines.push(
        line('leaving', compareMessages.verdictTermEnds(listOf(ended.map((i) => names[i]!)), year, ended.length > 1), {
          terms: ended.flatMap((offer) =>
            scenario.offers[offer]!.terms.initialTermMonths === undefined ? [] : [{ offer, term: 'initialTermMonths' as const }],
          ),
        }),
      );
    if (year === 1)
      tails.forEach((tail, offer) => {
        if (tail.amount === null && present.includes(offer))
          lines.push(
            line('leaving', compareMessages.verdictTailUnknown(names[offer]!, listOf(tail.missing.map((name) => missingWords[name]))), {
              figures: [
                {
                  ref: { kind: 'costToLeave', offer, month: 1, part: 'tail' },
                  what: `${names[offer]}: ${compareMessages.tail.toLowerCase()}`,
                },
              ],
              missing: true,
            }),
          );
      });
  }
  return lines;
}

interface TermSpec {
  readonly term: TermKey;
  /** The term as the sentence names it ("Call") and within a sentence ("call"). */
  readonly label: string;
  readonly what: string;
  /** The best value as the sentence says it, and which way is better; absent: listed, not ranked. */
  readonly best?: { readonly words: string; readonly higher: boolean };
  /** The value to rank (undefined: not a value this term takes, so not stated). */
  readonly rank: (value: unknown) => number | undefined;
  readonly text?: (value: unknown) => string;
}

const positive = (value: unknown) => (typeof value === 'number' && Number.isFinite(value) && value >= 0 ? value : undefined);
const tailOrder: Readonly<Record<string, number>> = { employer: 0, shared: 1, physician: 2 };
const tailWords: Readonly<Record<string, string>> = {
  employer: 'paid by the employer',
  shared: 'shared with the employer',
  physician: 'paid by you',
};

/** The differences that are not money, in the order the verdict says them. */
const termSpecs: readonly TermSpec[] = [
  {
    term: 'nonCompeteMiles',
    label: 'Non-compete radius',
    what: 'non-compete radius',
    best: { words: 'the smallest non-compete radius', higher: false },
    rank: positive,
  },
  {
    term: 'nonCompeteMonths',
    label: 'Non-compete length',
    what: 'non-compete length',
    best: { words: 'the shortest non-compete', higher: false },
    rank: positive,
  },
  { term: 'noticeWithoutCauseDays', label: 'Your notice to leave without cause', what: 'notice', rank: positive },
  {
    term: 'callRatio',
    label: 'Call',
    what: 'call',
    best: { words: 'the least call', higher: true },
    rank: (value) => (typeof value === 'string' && /^1:[1-9]\d?$/.test(value) ? Number(value.slice(2)) : undefined),
  },
  { term: 'ptoDays', label: 'Paid time off', what: 'paid time off', best: { words: 'the most paid time off', higher: true }, rank: positive },
  { term: 'cmeAllowance', label: 'CME allowance', what: 'CME allowance', best: { words: 'the largest CME allowance', higher: true }, rank: positive },
  { term: 'cmeDays', label: 'CME days', what: 'CME days', best: { words: 'the most CME days', higher: true }, rank: positive },
  {
    term: 'tailPaidBy',
    label: 'Tail coverage',
    what: 'tail coverage payer',
    best: { words: 'the tail coverage that costs you least', higher: false },
    rank: (value) => (typeof value === 'string' && Object.hasOwn(tailOrder, value) ? tailOrder[value] : undefined),
    text: (value) => tailWords[value as string]!,
  },
];

function termLines(scenario: Scenario, names: readonly string[], skip: ReadonlySet<number>): VerdictLine[] {
  const lines: VerdictLine[] = [];
  const notStated: string[] = [];
  for (const spec of termSpecs) {
    const stated = scenario.offers.flatMap((offer, index) => {
      const raw = offer.terms[spec.term];
      const value = spec.rank(raw);
      return value === undefined ? [] : [{ index, value, text: spec.text ? spec.text(raw) : formatTermValue(spec.term, raw!) }];
    });
    if (stated.length === 0) {
      notStated.push(spec.what);
      continue;
    }
    const terms = stated.map((o) => ({ offer: o.index, term: spec.term }));
    const absent = scenario.offers.flatMap((_, index) => (skip.has(index) || stated.some((o) => o.index === index) ? [] : [index]));
    const each = (list: readonly { index: number; text: string }[]) => list.map((o) => `${names[o.index]} ${o.text}`).join(', ');
    if (absent.length > 0) {
      lines.push(
        line('terms', compareMessages.verdictTermMissing(spec.label, each(stated), listOf(absent.map((i) => names[i]!))), { terms, missing: true }),
      );
      continue;
    }
    if (stated.every((o) => o.value === stated[0]!.value)) {
      lines.push(line('terms', compareMessages.verdictTermSame(spec.label, stated[0]!.text), { terms }));
      continue;
    }
    if (!spec.best) {
      lines.push(line('terms', compareMessages.verdictTermList(spec.label, each(stated)), { terms }));
      continue;
    }
    const order = ranked(stated, spec.best.higher);
    const top = order.filter((o) => o.value === order[0]!.value);
    const rest = order.slice(top.length);
    lines.push(
      line(
        'terms',
        compareMessages.verdictTermBest(listOf(top.map((o) => names[o.index]!)), top.length > 1, spec.best.words, top[0]!.text, each(rest)),
        {
          terms,
        },
      ),
    );
  }
  if (notStated.length > 0) lines.push(line('notStated', compareMessages.verdictNotStated(listOf(notStated)), { missing: true }));
  return lines;
}
