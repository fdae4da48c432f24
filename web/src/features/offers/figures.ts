import type { AssumptionName, Figure, ProductionLevel } from '#shared/compare/types.ts';
import { formatUsd, termInfo, type TermKey } from '#shared/contract-terms/terms.ts';
import * as messages from '#shared/messages.ts';

const count = new Intl.NumberFormat('en-US');

/** "6,250". */
export const formatCount = (value: number) => count.format(value);

/** A whole-dollar figure: "$1,234,567", "-$2,000". */
export const formatFigure = (value: number) => (value < 0 ? `-${formatUsd(-value)}` : formatUsd(value));

/** "5%", "4.5%": a fraction as a percentage. */
export const formatPercent = (fraction: number) => `${Math.round(fraction * 100 * 1e4) / 1e4}%`;

export const levelLabels: Record<ProductionLevel, string> = {
  low: messages.compareOffers.levelLow,
  expected: messages.compareOffers.levelExpected,
  high: messages.compareOffers.levelHigh,
};

/** What each assumption is called on the screen. */
export const assumptionLabels: Record<AssumptionName, string> = {
  years: messages.compareOffers.years,
  discountRate: messages.compareOffers.discountRate,
  wrvus: messages.compareOffers.wrvusAssumption,
  annualPremium: messages.compareOffers.premiumName,
  tailMultiplier: messages.compareOffers.tailMultiplier,
  repayment: messages.compareOffers.repayment,
};

/** An assumption's value as a person reads it. */
export function formatAssumption(name: AssumptionName, value: number | string): string {
  if (typeof value === 'string') {
    if (value === 'prorated') return messages.compareOffers.repaymentProrated;
    if (value === 'full') return messages.compareOffers.repaymentFull;
    return value;
  }
  switch (name) {
    case 'years':
      return `${value} ${value === 1 ? 'year' : 'years'}`;
    case 'discountRate':
      return formatPercent(value);
    case 'wrvus':
      return `${formatCount(value)} wRVUs a year`;
    case 'annualPremium':
      return `${formatUsd(value)} a year`;
    case 'tailMultiplier':
      return `${value} × the annual premium`;
    default:
      return String(value);
  }
}

/** What a missing term or assumption is called. */
export const missingLabel = (name: TermKey | AssumptionName) =>
  name in termInfo ? termInfo[name as TermKey].label : assumptionLabels[name as AssumptionName];

/** "Base salary and Pay per wRVU". */
export function listOf(items: readonly string[]): string {
  if (items.length <= 1) return items.join('');
  return `${items.slice(0, -1).join(', ')} and ${items[items.length - 1]}`;
}

/** A figure's text, or what it lacks. */
export const figureText = (figure: Figure, missing: readonly (TermKey | AssumptionName)[]) =>
  figure === null
    ? missing.length === 1 && missing[0] === 'wrvus'
      ? // Issue 39: a figure that waits only for the physician's expected level says so where it stands.
        messages.compareOffers.needsWrvus
      : messages.compareOffers.needs(listOf(missing.map(missingLabel)))
    : formatFigure(figure);

/** A stretch of months of the cost of leaving: one value throughout, or a value changing month by month. */
export interface MonthRange {
  readonly from: number;
  readonly to: number;
  /** The total in its first and in its last month (the same when it does not change). */
  readonly first: number | null;
  readonly last: number | null;
}

/**
 * The cost of leaving month by month, collapsed to the ranges where it changes (issue 39, print):
 * months with the same total are one range ("Months 13–24: $0"); months where it changes every month
 * (repaid pro rata) are ranges of at most `span` months, from their first value to their last.
 */
export function monthRanges(totals: readonly (number | null)[], span = 12): MonthRange[] {
  const ranges: MonthRange[] = [];
  let i = 0;
  while (i < totals.length) {
    let j = i;
    if (i + 1 < totals.length && totals[i + 1] === totals[i]) {
      while (j + 1 < totals.length && totals[j + 1] === totals[i]) j++;
    } else {
      // Changing: stop where a run of equal months starts, or after `span` months.
      while (j + 1 < totals.length && j + 1 - i < span && totals[j + 1] !== totals[j] && !(j + 2 < totals.length && totals[j + 2] === totals[j + 1]))
        j++;
    }
    ranges.push({ from: i + 1, to: j + 1, first: totals[i] ?? null, last: totals[j] ?? null });
    i = j + 1;
  }
  return ranges;
}

/** "$40,833", "$30,000 down to $2,500", or what it lacks. */
export function rangeText(range: MonthRange, missing: string): string {
  const text = (value: number | null) => (value === null ? missing : formatFigure(value));
  return range.first === range.last ? text(range.first) : `${text(range.first)} down to ${text(range.last)}`;
}
