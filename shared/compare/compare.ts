import type { TermKey, TermValue } from '../contract-terms/terms';
import { leaderChanges, type LeaderChanges } from './switch-points';
import type { BreakEven, ByLevel, ComparisonResult, CostToLeave, Figure, OfferResult, ProductionLevel, Scenario, ScenarioOffer } from './types';

/*
 * The offer comparison's arithmetic (issue 30; decision 0028, "The arithmetic"). Pure: the web
 * screen and `npm run -s compare` call it with a typed Scenario and it trusts that input (the
 * command line validates it first, shared/compare/scenario-schema.ts). Money in USD, computed in
 * full precision; only the figures it returns are rounded (wholeDollars), so a total or a present
 * value is the rounded sum of unrounded yearly pay, not the sum of rounded years.
 */

/** The terms the arithmetic reads from one offer. A term holding the wrong kind of value (a string for a number) counts as absent. */
export interface PayTerms {
  readonly baseSalary?: number;
  /** `guaranteeMonths`, 0 when absent. */
  readonly guaranteeMonths: number;
  readonly wrvuRate?: number;
  /** Whether productivity pay exists: a pay per wRVU above 0 is stated. */
  readonly productive: boolean;
  /** `wrvuThreshold`, else baseSalary ÷ wrvuRate (undefined when either is absent, or not productive). */
  readonly threshold?: number;
  /** The threshold is baseSalary ÷ wrvuRate: no `wrvuThreshold` is stated. */
  readonly thresholdFromBase: boolean;
  readonly signingBonus?: number;
  readonly relocation?: number;
  /**
   * Whether the relocation is pay (counted in year 1's pay, totals and present value): true unless
   * the offer states `relocationKind: 'reimbursement'` (expenses repaid, not income). Absent, it is
   * paid in year 1 as issue 30 read it, so existing scenarios' figures do not move.
   */
  readonly relocationIsPay: boolean;
}

export const termNumber = (terms: ScenarioOffer['terms'], key: TermKey): number | undefined => {
  const value: TermValue | undefined = terms[key];
  return typeof value === 'number' && Number.isFinite(value) ? value : undefined;
};

export function payTerms(offer: ScenarioOffer): PayTerms {
  const baseSalary = termNumber(offer.terms, 'baseSalary');
  const wrvuRate = termNumber(offer.terms, 'wrvuRate');
  const stated = termNumber(offer.terms, 'wrvuThreshold');
  const productive = wrvuRate !== undefined && wrvuRate > 0;
  const thresholdFromBase = stated === undefined;
  const threshold = !productive ? undefined : (stated ?? (baseSalary === undefined ? undefined : baseSalary / wrvuRate));
  return {
    baseSalary,
    guaranteeMonths: termNumber(offer.terms, 'guaranteeMonths') ?? 0,
    wrvuRate,
    productive,
    threshold,
    thresholdFromBase,
    signingBonus: termNumber(offer.terms, 'signingBonus'),
    relocation: termNumber(offer.terms, 'relocation'),
    relocationIsPay: offer.terms.relocationKind !== 'reimbursement',
  };
}

/**
 * Productivity share of year y (months 12(y−1)+1 .. 12y): the fraction of that year's months after
 * month `guaranteeMonths`, between 0 and 1. An 18-month guarantee: 0 in year 1, ½ in year 2, 1 after.
 */
export const productivityShare = (guaranteeMonths: number, year: number): number => Math.min(1, Math.max(0, (12 * year - guaranteeMonths) / 12));

/** The first year of full productivity pay (share 1): the year after the guarantee's last month. */
export const firstFullYear = (guaranteeMonths: number): number => Math.max(1, Math.ceil(guaranteeMonths / 12) + 1);

/**
 * Productivity pay of a full year at W wRVUs: max(0, W − threshold) × rate, 0 when not productive.
 * With the threshold base ÷ rate it is computed as max(0, W × rate − base), the same amount without
 * the division's rounding, so that a tie at a whole W stays a tie.
 */
export function productivityPay(terms: PayTerms, wrvus: number): number {
  if (!terms.productive || terms.threshold === undefined) return 0;
  const rate = terms.wrvuRate!;
  if (terms.thresholdFromBase) return Math.max(0, wrvus * rate - terms.baseSalary!);
  return Math.max(0, wrvus - terms.threshold) * rate;
}

/** Recurring pay in year y at W wRVUs: base + share(y) × productivity (no signing bonus or relocation); undefined without a base salary. */
export function recurringPay(terms: PayTerms, year: number, wrvus: number): number | undefined {
  if (terms.baseSalary === undefined) return undefined;
  return terms.baseSalary + productivityShare(terms.guaranteeMonths, year) * productivityPay(terms, wrvus);
}

/** One-time pay, in year 1: the signing bonus and a relocation paid as pay (not a reimbursement of expenses). */
export const oneTimePay = (terms: PayTerms): number => (terms.signingBonus ?? 0) + (terms.relocationIsPay ? (terms.relocation ?? 0) : 0);

/**
 * Pay in year y at W wRVUs: recurring pay, plus the one-time pay in year 1 (signing bonus, and a
 * relocation unless it is a reimbursement of expenses); undefined without a base salary.
 */
export function payInYear(terms: PayTerms, year: number, wrvus: number): number | undefined {
  const recurring = recurringPay(terms, year, wrvus);
  if (recurring === undefined || year !== 1) return recurring;
  return recurring + oneTimePay(terms);
}

/** Σ pay(y) over years 1..n, and Σ pay(y) ÷ (1 + rate)^y (paid at each year's end, so year 1 is discounted once). */
export function payOverYears(
  terms: PayTerms,
  years: number,
  wrvus: number,
  discountRate: number,
): { total: number; presentValue: number } | undefined {
  if (terms.baseSalary === undefined) return undefined;
  let total = 0;
  let presentValue = 0;
  let discount = 1;
  for (let year = 1; year <= years; year++) {
    const pay = payInYear(terms, year, wrvus)!;
    discount *= 1 + discountRate;
    total += pay;
    presentValue += pay / discount;
  }
  return { total, presentValue };
}

/**
 * Whole dollars, half up, after dropping floating-point noise under a millionth of a dollar (so an
 * exact $28,333.50 computed as 28,333.4999999 still rounds up). Applied to output figures only.
 */
export const wholeDollars = (amount: number): number => Math.round(Math.round(amount * 1e6) / 1e6);
const figure = (amount: number | null | undefined): Figure => (amount === null || amount === undefined ? null : wholeDollars(amount));

/** The months of the cost-of-leaving table: `initialTermMonths`, else years × 12 (a stated 0: none). */
export const leavingMonths = (offer: ScenarioOffer, years: number): number => termNumber(offer.terms, 'initialTermMonths') ?? years * 12;

/**
 * What one one-time payment costs to leave at the end of month m: with a clawback of c months
 * stated and m < c, amount × (c − m) ÷ c (prorated) or the whole amount (full); from month c on,
 * nothing. An amount with no clawback stated, a clawback with no amount stated, or a clawback of
 * 0 months: nothing (no repayment is stated).
 */
export function repayment(amount: number | undefined, clawbackMonths: number | undefined, month: number, rule: Scenario['repayment']): number {
  if (amount === undefined || clawbackMonths === undefined || clawbackMonths <= 0 || month >= clawbackMonths) return 0;
  return rule === 'full' ? amount : (amount * (clawbackMonths - month)) / clawbackMonths;
}

/** The repayment method terms of each one-time payment (issue 39), in the contract's words. */
export const repaymentTerms = { signingBonus: 'signingBonusRepayment', relocation: 'relocationRepayment' } as const;
const contractRules: Readonly<Record<string, Scenario['repayment']>> = { 'pro-rata': 'prorated', 'in-full': 'full' };

/**
 * How a one-time payment is repaid: the contract's own term first (`signingBonusRepayment`,
 * `relocationRepayment`: 'pro-rata' or 'in-full'); only where the contract is silent (or the term
 * holds another value) the scenario's assumption.
 */
export function repaymentRule(
  offer: ScenarioOffer,
  payment: keyof typeof repaymentTerms,
  assumed: Scenario['repayment'],
): { readonly rule: Scenario['repayment']; readonly from: 'contract' | 'assumption' } {
  const stated = offer.terms[repaymentTerms[payment]];
  const rule = typeof stated === 'string' && Object.hasOwn(contractRules, stated) ? contractRules[stated] : undefined;
  return rule ? { rule, from: 'contract' } : { rule: assumed, from: 'assumption' };
}

/**
 * The signing bonus's and relocation's repayments on leaving at the end of month m (their sum is
 * `repay`), each by the contract's own repayment term, else by `assumed` (the scenario's rule). A
 * relocation is repaid as the contract says whether it was paid as cash or as a reimbursement.
 */
export function repaymentsAt(offer: ScenarioOffer, month: number, assumed: Scenario['repayment']): { signingBonus: number; relocation: number } {
  const { terms } = offer;
  return {
    signingBonus: repayment(
      termNumber(terms, 'signingBonus'),
      termNumber(terms, 'signingBonusClawbackMonths'),
      month,
      repaymentRule(offer, 'signingBonus', assumed).rule,
    ),
    relocation: repayment(
      termNumber(terms, 'relocation'),
      termNumber(terms, 'relocationClawbackMonths'),
      month,
      repaymentRule(offer, 'relocation', assumed).rule,
    ),
  };
}

/** The physician's share of the tail, by who pays it. */
export const tailShares = { employer: 0, shared: 0.5, physician: 1 } as const;
export type TailPayer = keyof typeof tailShares;

/** What a tail cost needs and the offer or the screen lacks. */
export type TailMissing = 'malpracticeType' | 'tailPaidBy' | 'annualPremium';

/**
 * The physician's cost of the tail on leaving (the same whatever the month): 0 for occurrence cover;
 * for claims-made, share × multiplier × annual premium, the share 0 (employer), ½ (shared) or 1
 * (physician). Unknown (amount null, `missing` naming each lacking value) only when a lacking value
 * could change it: a tail the employer pays costs the physician 0 whatever the cover type and the
 * premium, so neither is needed then; otherwise the cover type, the payer and (for claims-made) the
 * premium are. A cover type or payer spelled otherwise than the terms' values counts as unknown.
 */
export function tailCost(offer: ScenarioOffer, tail: Scenario['tail']): { amount: number | null; missing: readonly TailMissing[] } {
  const type = offer.terms.malpracticeType;
  const payer = offer.terms.tailPaidBy;
  if (type === 'occurrence' || payer === 'employer') return { amount: 0, missing: [] };
  const share = typeof payer === 'string' && Object.hasOwn(tailShares, payer) ? tailShares[payer as TailPayer] : undefined;
  const premium = typeof tail.annualPremium === 'number' ? tail.annualPremium : undefined;
  const missing: TailMissing[] = [];
  if (type !== 'claims-made') missing.push('malpracticeType');
  if (share === undefined) missing.push('tailPaidBy');
  if (premium === undefined) missing.push('annualPremium');
  if (share === undefined || premium === undefined || missing.length > 0) return { amount: null, missing };
  return { amount: share * tail.multiplier * premium, missing: [] };
}

/**
 * The year two offers are compared in for switch points: the first in which both pay full
 * productivity (each past its guarantee), else the last year of the comparison.
 */
export const breakEvenYear = (a: PayTerms, b: PayTerms, years: number): number =>
  Math.min(years, Math.max(firstFullYear(a.guaranteeMonths), firstFullYear(b.guaranteeMonths)));

/**
 * Who pays more as W rises, in the break-even year, on recurring pay (no signing bonus or
 * relocation): see leaderChanges. Null when either offer lacks a base salary.
 */
export function offerLeaderChanges(a: PayTerms, b: PayTerms, year: number): LeaderChanges | null {
  if (a.baseSalary === undefined || b.baseSalary === undefined) return null;
  const kinks = [a.threshold, b.threshold].filter((kink): kink is number => kink !== undefined);
  return leaderChanges(
    (w) => recurringPay(a, year, w)!,
    (w) => recurringPay(b, year, w)!,
    kinks,
  );
}

const byLevel = <T>(value: (level: ProductionLevel) => T): ByLevel<T> => ({
  low: value('low'),
  expected: value('expected'),
  high: value('high'),
});

/**
 * Every figure of the comparison (decision 0028, "The arithmetic"). Rules the issue's definitions
 * leave open, as decided:
 *   - no `baseSalary`: every pay, total and present value of the offer is null, and its switch
 *     points; the cost of leaving does not need it;
 *   - no `wrvuRate` (or a rate of 0): no productivity pay; a stated threshold is then not used;
 *   - a term holding the wrong kind of value (text where a number belongs) counts as absent;
 *   - present value discounts each year at its end (year 1 once);
 *   - figures are rounded to whole dollars (half up) at output only;
 *   - cost of leaving: one row per month 1..initialTermMonths (else years × 12; a stated 0: none);
 *     repay = the signing bonus's part + the relocation's part (see repayment: an amount without a
 *     clawback, or a clawback without an amount, repays 0), each repaid as the contract's own
 *     repayment term says, the scenario's `repayment` only where it is silent (repaymentRule);
 *   - a relocation stated as a reimbursement of expenses is not pay (kept out of year 1, totals
 *     and present value) but is still repaid on leaving; absent `relocationKind`, it is pay; the tail is the same every month (see
 *     tailCost: 0 when the employer pays it, null only when a missing value could change it); total
 *     = repay + tail, null when the tail is;
 *   - switch points: see leaderChanges for ties and the tolerance; one entry per unordered pair, a
 *     before b in input order, with the offers' names as given.
 */
export function compareOffers(scenario: Scenario): ComparisonResult {
  const { years, discountRate, wrvusPerYear } = scenario;
  const terms = scenario.offers.map(payTerms);
  const offers = scenario.offers.map((offer, index): OfferResult => {
    const pay = terms[index]!;
    const sums = byLevel((level) => payOverYears(pay, years, wrvusPerYear[level], discountRate));
    const tail = tailCost(offer, scenario.tail).amount;
    const costToLeave: CostToLeave[] = [];
    const months = leavingMonths(offer, years);
    for (let month = 1; month <= months; month++) {
      const { signingBonus, relocation } = repaymentsAt(offer, month, scenario.repayment);
      const repay = signingBonus + relocation;
      costToLeave.push({ month, repay: wholeDollars(repay), tail: figure(tail), total: tail === null ? null : wholeDollars(repay + tail) });
    }
    return {
      name: offer.name,
      years: Array.from({ length: years }, (_, i) => ({ year: i + 1, ...byLevel((level) => figure(payInYear(pay, i + 1, wrvusPerYear[level]))) })),
      total: byLevel((level) => figure(sums[level]?.total)),
      npv: byLevel((level) => figure(sums[level]?.presentValue)),
      costToLeave,
    };
  });
  const breakEven: BreakEven[] = [];
  for (let a = 0; a < terms.length; a++)
    for (let b = a + 1; b < terms.length; b++) {
      const year = breakEvenYear(terms[a]!, terms[b]!, years);
      breakEven.push({
        a: scenario.offers[a]!.name,
        b: scenario.offers[b]!.name,
        year,
        wrvus: offerLeaderChanges(terms[a]!, terms[b]!, year)?.points ?? null,
      });
    }
  return { offers, breakEven };
}
