import type { ChapterNumber } from '../constants/chapters';
import type { TermKey, TermValue } from '../contract-terms/terms';

/*
 * The offer comparison's arithmetic (issue 30), as types: the scenario it is given and what it gives
 * back. `npm run -s compare -- scenario.json` reads a Scenario and prints a ComparisonResult; the web
 * app calls the same module (./compare.ts). Money in USD, computed in full precision, each output
 * figure rounded to whole dollars.
 */

export const productionLevels = ['low', 'expected', 'high'] as const;
export type ProductionLevel = (typeof productionLevels)[number];
export type ByLevel<T> = { readonly [L in ProductionLevel]: T };

/** One offer: its name and the terms in force for the comparison (your figure, else confirmed, else read). */
export interface ScenarioOffer {
  readonly name: string;
  readonly terms: Partial<Record<TermKey, TermValue>>;
}

export interface Scenario {
  /** 1..10. */
  readonly years: number;
  /** A fraction: 0.05 is 5%. */
  readonly discountRate: number;
  readonly wrvusPerYear: ByLevel<number>;
  /** annualPremium null (or absent): not known, so a claims-made tail is unknown. */
  readonly tail: { readonly annualPremium?: number | null; readonly multiplier: number };
  /** How a stated clawback is repaid when the contract does not say. */
  readonly repayment: 'prorated' | 'full';
  readonly offers: readonly ScenarioOffer[];
}

/** A figure is a whole-dollar amount, or null when a term or assumption it needs is missing. */
export type Figure = number | null;

export interface YearPay extends ByLevel<Figure> {
  readonly year: number;
}

export interface CostToLeave {
  /** The end of month m of the initial term (1-based). */
  readonly month: number;
  readonly repay: Figure;
  readonly tail: Figure;
  readonly total: Figure;
}

export interface OfferResult {
  readonly name: string;
  readonly years: readonly YearPay[];
  readonly total: ByLevel<Figure>;
  readonly npv: ByLevel<Figure>;
  readonly costToLeave: readonly CostToLeave[];
}

/** Where offer `b` starts paying strictly more than `a`, or back (offer names, as given). */
export interface BreakEven {
  readonly a: string;
  readonly b: string;
  /** The year compared: the first in which both pay full productivity, else the last. */
  readonly year: number;
  /**
   * Each whole wRVU level in 0..20,000 at which the other offer starts paying strictly more; null when
   * either offer lacks a base salary (explainFigure names it).
   */
  readonly wrvus: readonly number[] | null;
}

export interface ComparisonResult {
  readonly offers: readonly OfferResult[];
  readonly breakEven: readonly BreakEven[];
}

/** One figure of a result, by where it sits (offer: index into Scenario.offers). */
export type FigureRef =
  | { readonly kind: 'pay'; readonly offer: number; readonly year: number; readonly level: ProductionLevel }
  | { readonly kind: 'total'; readonly offer: number; readonly level: ProductionLevel }
  | { readonly kind: 'npv'; readonly offer: number; readonly level: ProductionLevel }
  | { readonly kind: 'costToLeave'; readonly offer: number; readonly month: number; readonly part: 'repay' | 'tail' | 'total' }
  | { readonly kind: 'breakEven'; readonly a: number; readonly b: number };

export const assumptionNames = ['years', 'discountRate', 'wrvus', 'annualPremium', 'tailMultiplier', 'repayment'] as const;
export type AssumptionName = (typeof assumptionNames)[number];

/** What a figure rests on: a term of the offer, or an assumption with where its value comes from. */
export type ExplanationInput =
  /** offer: index into Scenario.offers (a switch point uses the terms of two offers). */
  | { readonly kind: 'term'; readonly offer: number; readonly term: TermKey; readonly value: TermValue }
  | { readonly kind: 'assumption'; readonly name: AssumptionName; readonly value: number | string; readonly source: string };

/** "Why?" of one figure: the formula in words, what it used, what it lacks, and the chapter that teaches it. */
export interface Explanation {
  readonly value: Figure | readonly number[];
  readonly formula: string;
  readonly inputs: readonly ExplanationInput[];
  /** Terms (or assumptions) the figure needs and the offer (or the screen) lacks; value is null then. */
  readonly missing: readonly (TermKey | AssumptionName)[];
  readonly chapter: ChapterNumber;
}
