import { defaultComparisonAssumptions } from '../api/offers';
import { formatUsd, termInfo, type TermKey } from '../contract-terms/terms';
import { defaultWrvus, highWrvuShare, lowWrvuShare } from './assumptions';
import {
  breakEvenYear,
  firstFullYear,
  leavingMonths,
  offerLeaderChanges,
  payInYear,
  payOverYears,
  payTerms,
  productivityShare,
  recurringPay,
  repaymentRule,
  repaymentsAt,
  tailCost,
  termNumber,
  wholeDollars,
  type PayTerms,
  type TailMissing,
} from './compare';
import { maxSwitchWrvus, payOrder } from './switch-points';
import {
  productionLevels,
  type AssumptionName,
  type Explanation,
  type ExplanationInput,
  type FigureRef,
  type ProductionLevel,
  type Scenario,
} from './types';

/*
 * "Why?" of one figure of the comparison (issue 30): the formula in words for a physician, with the
 * figures put in; each term of the offer it used (the web adds the page and quote, or "your
 * figure") and each assumption with where its value comes from; what it lacks when it is null; the
 * course chapter that teaches it. The value is the one compareOffers gives for the same place.
 */

const wrvuCount = /* @__PURE__ */ new Intl.NumberFormat('en-US', { maximumFractionDigits: 2 });
const percent = /* @__PURE__ */ new Intl.NumberFormat('en-US', { style: 'percent', maximumFractionDigits: 2 });
const factor = /* @__PURE__ */ new Intl.NumberFormat('en-US', { maximumFractionDigits: 6 });
const usd = formatUsd;
const usdRounded = (amount: number) => formatUsd(wholeDollars(amount));
const wrvus = (count: number) => wrvuCount.format(count);
const superscripts = '⁰¹²³⁴⁵⁶⁷⁸⁹';
const power = (n: number) => (n === 1 ? '' : [...String(n)].map((digit) => superscripts[Number(digit)]).join(''));

/** The figures the "why?" of a comparison can open, in the order the comparison lists them. */
export function figureRefs(scenario: Scenario): FigureRef[] {
  const refs: FigureRef[] = [];
  scenario.offers.forEach((offer, index) => {
    for (let year = 1; year <= scenario.years; year++) for (const level of productionLevels) refs.push({ kind: 'pay', offer: index, year, level });
    for (const level of productionLevels) refs.push({ kind: 'total', offer: index, level });
    for (const level of productionLevels) refs.push({ kind: 'npv', offer: index, level });
    const months = leavingMonths(offer, scenario.years);
    for (let month = 1; month <= months; month++)
      for (const part of ['repay', 'tail', 'total'] as const) refs.push({ kind: 'costToLeave', offer: index, month, part });
  });
  for (let a = 0; a < scenario.offers.length; a++) for (let b = a + 1; b < scenario.offers.length; b++) refs.push({ kind: 'breakEven', a, b });
  return refs;
}

/** Inputs in the order first used, each once. */
class Inputs {
  readonly list: ExplanationInput[] = [];
  private readonly seen = new Set<string>();
  constructor(private readonly scenario: Scenario) {}

  /** A term of offer `offer`, when the offer states it. */
  term(offer: number, term: TermKey): void {
    const value = this.scenario.offers[offer]!.terms[term];
    if (value === undefined) return;
    this.add(`${offer}:${term}`, { kind: 'term', offer, term, value });
  }

  assumption(name: AssumptionName, value: number | string, source: string): void {
    this.add(`${name}:${value}`, { kind: 'assumption', name, value, source });
  }

  merge(inputs: readonly ExplanationInput[]): void {
    for (const input of inputs) this.add(input.kind === 'term' ? `${input.offer}:${input.term}` : `${input.name}:${input.value}`, input);
  }

  private add(key: string, input: ExplanationInput): void {
    if (this.seen.has(key)) return;
    this.seen.add(key);
    this.list.push(input);
  }
}

// Where each assumption's value comes from. The screen starts from defaultComparisonAssumptions;
// a value equal to the default is described as the default (true whether or not it was retyped).
const defaults = defaultComparisonAssumptions;

function wrvuSource(scenario: Scenario, level: ProductionLevel): string {
  const { expected } = scenario.wrvusPerYear;
  if (level === 'expected') return 'Your expected wRVUs a year.';
  const share = level === 'low' ? lowWrvuShare : highWrvuShare;
  return scenario.wrvusPerYear[level] === defaultWrvus(expected, share)
    ? `${percent.format(share)} of your expected ${wrvus(expected)} wRVUs: the ${level} case when you give none.`
    : `Your ${level} case.`;
}

const yearsSource = (years: number) =>
  years === defaults.years
    ? `The default, ${defaults.years} years; set how long you expect to stay.`
    : 'Your assumption: how long you expect to stay.';

const discountSource = (rate: number) =>
  rate === defaults.discountRate
    ? `The default, ${percent.format(rate)} a year: a dollar paid a year later is worth less today, by what it could earn or repay meanwhile. Set your own.`
    : 'Your assumption: what a dollar paid a year later is worth less today.';

const multiplierSource = (multiplier: number) =>
  `${multiplier === defaults.tail.multiplier ? `The default, ${multiplier}` : 'Your assumption'}: tail coverage often costs one and a half to three times the annual claims-made premium (course chapter 9).`;

const premiumSource = 'Your quote for the annual claims-made malpractice premium.';

const repaymentSource = (rule: Scenario['repayment']) =>
  `${rule === defaults.repayment ? 'The default' : 'Your assumption'}: a contract that states a clawback but not how it is repaid is read as ${
    rule === 'prorated' ? 'repaying less for every month you stay (pro rata)' : 'repaying the whole amount until the clawback ends'
  }.`;

/** The "why?" of one figure. */
export function explainFigure(scenario: Scenario, ref: FigureRef): Explanation {
  switch (ref.kind) {
    case 'pay':
      return explainPay(scenario, ref.offer, ref.year, ref.level);
    case 'total':
    case 'npv':
      return explainSum(scenario, ref.offer, ref.level, ref.kind);
    case 'costToLeave':
      return ref.part === 'repay'
        ? explainRepay(scenario, ref.offer, ref.month)
        : ref.part === 'tail'
          ? explainTail(scenario, ref.offer)
          : explainLeavingTotal(scenario, ref.offer, ref.month);
    case 'breakEven':
      return explainBreakEven(scenario, ref.a, ref.b);
  }
}

/** The productivity part of a year's pay in words: a term of the sum, or a sentence on why there is none. */
function productivityWords(scenario: Scenario, offer: number, terms: PayTerms, year: number, level: ProductionLevel, inputs: Inputs) {
  const sentences: string[] = [];
  if (!terms.productive) {
    if (terms.wrvuRate === undefined) sentences.push('No productivity pay: the offer states no pay per wRVU.');
    else {
      inputs.term(offer, 'wrvuRate');
      sentences.push(`No productivity pay: the pay per wRVU is ${usd(terms.wrvuRate)}.`);
    }
    return { sentences };
  }
  const share = productivityShare(terms.guaranteeMonths, year);
  inputs.term(offer, 'guaranteeMonths');
  if (share === 0) {
    sentences.push(`No productivity pay in year ${year}: it is within the ${terms.guaranteeMonths}-month guarantee.`);
    return { sentences };
  }
  const count = scenario.wrvusPerYear[level];
  inputs.assumption('wrvus', count, wrvuSource(scenario, level));
  inputs.term(offer, 'wrvuThreshold');
  inputs.term(offer, 'wrvuRate');
  const rate = usd(terms.wrvuRate!);
  const portion = share < 1 ? `${percent.format(share)} of the year after the ${terms.guaranteeMonths}-month guarantee × ` : '';
  const threshold = terms.threshold;
  if (threshold === undefined)
    return {
      part: `productivity: ${portion}(${wrvus(count)} − threshold wRVUs) × ${rate} per wRVU, the threshold being base salary ÷ pay per wRVU`,
      sentences,
    };
  if (terms.thresholdFromBase)
    sentences.push(
      `The threshold is the wRVUs your base salary already pays for at that rate: ${usd(terms.baseSalary!)} ÷ ${rate} = ${wrvus(threshold)}.`,
    );
  if (count <= threshold) {
    sentences.unshift(`No productivity pay: ${wrvus(count)} wRVUs is not above the ${wrvus(threshold)}-wRVU threshold.`);
    return { sentences };
  }
  return { part: `productivity: ${portion}(${wrvus(count)} − ${wrvus(threshold)} wRVUs) × ${rate} per wRVU`, sentences };
}

function explainPay(scenario: Scenario, offer: number, year: number, level: ProductionLevel): Explanation {
  const terms = payTerms(scenario.offers[offer]!);
  const inputs = new Inputs(scenario);
  inputs.term(offer, 'baseSalary');
  const parts = [terms.baseSalary === undefined ? 'Base salary (not stated)' : `Base salary ${usd(terms.baseSalary)}`];
  const productivity = productivityWords(scenario, offer, terms, year, level, inputs);
  if (productivity.part) parts.push(productivity.part);
  const notes = [...productivity.sentences];
  if (year === 1) {
    if (terms.signingBonus !== undefined) parts.push(`signing bonus ${usd(terms.signingBonus)}`);
    if (terms.relocation !== undefined) {
      if (terms.relocationIsPay) parts.push(`relocation ${usd(terms.relocation)}`);
      else notes.push(`Relocation ${usd(terms.relocation)} is a reimbursement of your moving expenses, not pay: it is not counted.`);
    }
    inputs.term(offer, 'signingBonus');
    inputs.term(offer, 'relocation');
    if (terms.relocation !== undefined) inputs.term(offer, 'relocationKind');
  }
  const pay = payInYear(terms, year, scenario.wrvusPerYear[level]);
  const paidForWrvus = terms.productive && productivityShare(terms.guaranteeMonths, year) > 0;
  return {
    value: pay === undefined ? null : wholeDollars(pay),
    formula: notes.length === 0 ? parts.join(' + ') : `${parts.join(' + ')}. ${notes.join(' ')}`,
    inputs: inputs.list,
    missing: terms.baseSalary === undefined ? ['baseSalary'] : [],
    chapter: paidForWrvus ? termInfo.wrvuRate.chapter : termInfo.baseSalary.chapter,
  };
}

function explainSum(scenario: Scenario, offer: number, level: ProductionLevel, kind: 'total' | 'npv'): Explanation {
  const terms = payTerms(scenario.offers[offer]!);
  const { years, discountRate } = scenario;
  const count = scenario.wrvusPerYear[level];
  const inputs = new Inputs(scenario);
  for (let year = 1; year <= years; year++) inputs.merge(explainPay(scenario, offer, year, level).inputs);
  inputs.assumption('years', years, yearsSource(years));
  if (kind === 'npv') inputs.assumption('discountRate', discountRate, discountSource(discountRate));
  const sums = payOverYears(terms, years, count, discountRate);
  const what =
    kind === 'total' ? `Pay over ${years} ${years === 1 ? 'year' : 'years'}` : `Present value of ${years} ${years === 1 ? "year's" : "years'"} pay`;
  const growth = 1 + discountRate;
  let formula: string;
  if (sums === undefined) formula = `${what}: not known, the offer states no base salary.`;
  else {
    const pays = Array.from({ length: years }, (_, i) => payInYear(terms, i + 1, count)!);
    formula =
      kind === 'total'
        ? `${what} at ${wrvus(count)} wRVUs a year: ${pays.map((pay, i) => `year ${i + 1} ${usdRounded(pay)}`).join(' + ')}, summed before rounding.`
        : `${what} at ${wrvus(count)} wRVUs a year: each year's pay divided by (1 + ${percent.format(discountRate)}) to the power of its year, since pay that comes later is worth less today: ${pays
            .map((pay, i) => `${usdRounded(pay)} ÷ ${factor.format(growth)}${power(i + 1)}`)
            .join(' + ')}, summed before rounding.`;
  }
  const value = sums === undefined ? null : wholeDollars(kind === 'total' ? sums.total : sums.presentValue);
  return { value, formula, inputs: inputs.list, missing: sums === undefined ? ['baseSalary'] : [], chapter: termInfo.baseSalary.chapter };
}

const oneTimePayments = [
  {
    payment: 'signingBonus',
    amount: 'signingBonus',
    clawback: 'signingBonusClawbackMonths',
    method: 'signingBonusRepayment',
    label: 'signing bonus',
  },
  { payment: 'relocation', amount: 'relocation', clawback: 'relocationClawbackMonths', method: 'relocationRepayment', label: 'relocation' },
] as const;

/** How a repayment's rule is said: the contract's own term, or the assumption (issue 39). */
const ruleWords = (rule: Scenario['repayment'], from: 'contract' | 'assumption') =>
  `${rule === 'full' ? 'Repaid in full' : 'Repaid pro rata'}: ${from === 'contract' ? "the contract's term" : 'assumption'}`;

function explainRepay(scenario: Scenario, offer: number, month: number): Explanation {
  const { terms } = scenario.offers[offer]!;
  const inputs = new Inputs(scenario);
  const parts: string[] = [];
  let assumptionUsed = false;
  for (const payment of oneTimePayments) {
    const amount = termNumber(terms, payment.amount);
    const clawback = termNumber(terms, payment.clawback);
    inputs.term(offer, payment.amount);
    if (payment.payment === 'relocation' && amount !== undefined) inputs.term(offer, 'relocationKind');
    inputs.term(offer, payment.clawback);
    if (amount === undefined && clawback === undefined) continue;
    const label =
      payment.payment === 'relocation' && terms.relocationKind === 'reimbursement' ? 'relocation (a reimbursement of expenses)' : payment.label;
    if (amount === undefined) parts.push(`${label}: nothing, the offer states a ${clawback}-month clawback but no amount`);
    else if (clawback === undefined || clawback <= 0) parts.push(`${label} ${usd(amount)}: nothing, no repayment is stated`);
    else if (month >= clawback) parts.push(`${label} ${usd(amount)}: nothing, its ${clawback}-month clawback has ended`);
    else {
      const { rule, from } = repaymentRule(scenario.offers[offer]!, payment.payment, scenario.repayment);
      if (from === 'contract') inputs.term(offer, payment.method);
      else assumptionUsed = true;
      parts.push(
        rule === 'full'
          ? `${label} ${usd(amount)} in full, as you leave within its ${clawback}-month clawback (${ruleWords(rule, from)})`
          : `${label} ${usd(amount)} × (${clawback} − ${month}) ÷ ${clawback}, the part of its ${clawback}-month clawback still to serve (${ruleWords(rule, from)})`,
      );
    }
  }
  if (assumptionUsed) inputs.assumption('repayment', scenario.repayment, repaymentSource(scenario.repayment));
  const { signingBonus, relocation } = repaymentsAt(scenario.offers[offer]!, month, scenario.repayment);
  return {
    value: wholeDollars(signingBonus + relocation),
    formula:
      parts.length === 0
        ? 'Nothing to repay: the offer states no signing bonus or relocation.'
        : `What you repay on leaving at the end of month ${month}: ${parts.join('; plus ')}.`,
    inputs: inputs.list,
    missing: [],
    chapter: termInfo.signingBonusClawbackMonths.chapter,
  };
}

/** What a tail cost lacks, in words ("not known without …"). */
export const missingWords: Record<TailMissing, string> = {
  malpracticeType: 'whether the malpractice insurance is claims-made or occurrence',
  tailPaidBy: 'who pays the tail coverage',
  annualPremium: 'a quote for the annual premium',
};

function explainTail(scenario: Scenario, offer: number): Explanation {
  const { terms } = scenario.offers[offer]!;
  const { multiplier, annualPremium } = scenario.tail;
  const inputs = new Inputs(scenario);
  const { amount, missing } = tailCost(scenario.offers[offer]!, scenario.tail);
  inputs.term(offer, 'malpracticeType');
  let formula: string;
  if (terms.malpracticeType === 'occurrence') formula = 'Occurrence cover: no tail coverage is needed when you leave, $0.';
  else if (terms.tailPaidBy === 'employer') {
    inputs.term(offer, 'tailPaidBy');
    formula = 'The employer pays the tail coverage: $0 to you.';
  } else {
    inputs.term(offer, 'tailPaidBy');
    inputs.assumption('tailMultiplier', multiplier, multiplierSource(multiplier));
    if (typeof annualPremium === 'number') inputs.assumption('annualPremium', annualPremium, premiumSource);
    const premium = typeof annualPremium === 'number' ? `${usd(annualPremium)} annual premium` : 'annual premium';
    if (amount === null)
      formula = `For claims-made cover, your share of the tail (employer 0, shared ½, you 1) × ${multiplier} × ${premium}; occurrence cover needs no tail. Not known without ${missing
        .map((name) => missingWords[name])
        .join(' and ')}.`;
    else {
      const share = terms.tailPaidBy === 'shared' ? 'your share ½ (shared with the employer)' : 'your share 1 (you pay it)';
      formula = `Claims-made cover: tail coverage costs ${share} × ${multiplier} × ${premium}.`;
    }
  }
  return { value: amount === null ? null : wholeDollars(amount), formula, inputs: inputs.list, missing, chapter: termInfo.tailPaidBy.chapter };
}

function explainLeavingTotal(scenario: Scenario, offer: number, month: number): Explanation {
  const repay = explainRepay(scenario, offer, month);
  const tail = explainTail(scenario, offer);
  const inputs = new Inputs(scenario);
  inputs.merge(repay.inputs);
  inputs.merge(tail.inputs);
  const { signingBonus, relocation } = repaymentsAt(scenario.offers[offer]!, month, scenario.repayment);
  const tailAmount = tailCost(scenario.offers[offer]!, scenario.tail).amount;
  return {
    value: tailAmount === null ? null : wholeDollars(signingBonus + relocation + tailAmount),
    formula: `Leaving at the end of month ${month}: repayments ${usdRounded(signingBonus + relocation)} + tail coverage ${
      tailAmount === null ? '(not known)' : usdRounded(tailAmount)
    }.`,
    inputs: inputs.list,
    missing: tail.missing,
    chapter: termInfo.initialTermMonths.chapter,
  };
}

/** An offer's recurring pay in a year as a function of W: "$300,000 + 50% × $50 per wRVU above 5,000". */
function recurringWords(terms: PayTerms, year: number): string {
  if (terms.baseSalary === undefined) return 'no base salary stated';
  const base = usd(terms.baseSalary);
  if (!terms.productive) return `${base} (no productivity pay)`;
  const share = productivityShare(terms.guaranteeMonths, year);
  if (share === 0) return `${base} (within the guarantee)`;
  return `${base} + ${share < 1 ? `${percent.format(share)} × ` : ''}${usd(terms.wrvuRate!)} per wRVU above ${wrvus(terms.threshold!)}`;
}

function explainBreakEven(scenario: Scenario, a: number, b: number): Explanation {
  const offers = [scenario.offers[a]!, scenario.offers[b]!] as const;
  const [termsA, termsB] = [payTerms(offers[0]), payTerms(offers[1])];
  const year = breakEvenYear(termsA, termsB, scenario.years);
  const changes = offerLeaderChanges(termsA, termsB, year);
  const inputs = new Inputs(scenario);
  for (const [index, terms] of [
    [a, termsA],
    [b, termsB],
  ] as const) {
    inputs.term(index, 'baseSalary');
    inputs.term(index, 'guaranteeMonths');
    if (terms.productive) inputs.term(index, 'wrvuThreshold');
    inputs.term(index, 'wrvuRate');
  }
  const full = Math.max(firstFullYear(termsA.guaranteeMonths), firstFullYear(termsB.guaranteeMonths));
  if (full > scenario.years) inputs.assumption('years', scenario.years, yearsSource(scenario.years));
  const why =
    full <= scenario.years
      ? 'the first year both pay full productivity'
      : `the last of the ${scenario.years} years compared: the two are not both past their guarantees in any of them`;
  const [nameA, nameB] = [offers[0].name, offers[1].name];
  const compared = `Recurring pay in year ${year} (${why}), without signing bonus or relocation: ${nameA} ${recurringWords(termsA, year)}; ${nameB} ${recurringWords(termsB, year)}.`;
  let outcome: string;
  if (changes === null) outcome = 'Not known without both base salaries.';
  else {
    const name = (sign: -1 | 0 | 1) => (sign > 0 ? nameB : nameA);
    const pay = (terms: PayTerms, w: number) => recurringPay(terms, year, w)!;
    const range = `from 0 to ${wrvus(maxSwitchWrvus)} wRVUs`;
    if (changes.points.length > 0)
      outcome = `${name(changes.first)} pays more at the lowest levels; then, ${range}, ${changes.points
        .map((w) => `${name(payOrder(pay(termsB, w), pay(termsA, w)))} pays more from ${wrvus(w)} wRVUs`)
        .join(', then ')}.`;
    else if (changes.first === 0) outcome = `They pay the same at every level ${range}.`;
    else outcome = `${name(changes.first)} pays at least as much at every level ${range}: no switch point.`;
  }
  return {
    value: changes?.points ?? null,
    formula: `${compared} ${outcome}`,
    inputs: inputs.list,
    missing: termsA.baseSalary === undefined || termsB.baseSalary === undefined ? ['baseSalary'] : [],
    chapter: termInfo.wrvuRate.chapter,
  };
}
