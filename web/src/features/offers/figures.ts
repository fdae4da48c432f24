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
  figure === null ? messages.compareOffers.needs(listOf(missing.map(missingLabel))) : formatFigure(figure);
