import * as z from 'zod/mini';
import '../zod-locale';
import { requestTypes } from '../constants/request-types';
import { termKeys } from '../contract-terms/terms';
import { requestTermsSchema } from './requests';

/*
 * Compare offers (issue 30): the physician's offers (their requests, and offers added only to compare
 * them), their own figures for any term, and the comparison's assumptions. Each schema is built in a
 * call marked pure (see ./requests.ts).
 */

/** How many offers a physician may add for comparison (requests do not count). */
export const maxAddedOffers = 10;
/** How many offers are compared side by side. */
export const minComparedOffers = 2;
export const maxComparedOffers = 4;

/** Where an offer comes from: added on the Compare offers screen, or one of the physician's requests. */
export const offerSources = ['added', ...requestTypes] as const;
export type OfferSource = (typeof offerSources)[number];
export const offerSourceSchema = /* @__PURE__ */ (() => z.enum(offerSources, { error: 'Unknown offer.' }))();

/** An offer's id: an added offer's creation time in epoch ms, or the request's id. */
export const offerIdSchema = /* @__PURE__ */ (() => z.string().check(z.regex(/^\d{1,15}$/, 'Unknown offer.')))();

/** One offer, named by where it comes from and its id. */
export const offerRefSchema = /* @__PURE__ */ (() => z.strictObject({ source: offerSourceSchema, offerId: offerIdSchema }))();
export type OfferRef = z.infer<typeof offerRefSchema>;

export const maxOfferNameLength = 80;
/** "Mercy Hospital". */
export const offerNameSchema = /* @__PURE__ */ (() =>
  z
    .string({ error: 'Please give the offer a name.' })
    .check(
      z.trim(),
      z.minLength(1, 'Please give the offer a name.'),
      z.maxLength(maxOfferNameLength, `The name must be at most ${maxOfferNameLength} characters.`),
      z.regex(/^[^\u0000-\u001f\u007f-\u009f\u200e\u200f\u202a-\u202e\u2066-\u2069]*$/, 'The name may not hold control characters.'),
    ))();

const money = (label: string) =>
  z.number({ error: `${label} must be a number.` }).check(z.gte(0, `${label} cannot be negative.`), z.lte(100_000_000, `${label} is too large.`));
const count = (label: string, max: number) =>
  z
    .number({ error: `${label} must be a number.` })
    .check(z.int(`${label} must be a whole number.`), z.gte(0, `${label} cannot be negative.`), z.lte(max, `${label} is too large.`));

/**
 * The physician's own figures (issue 30: "your figure"): any term, in the units of
 * shared/contract-terms/terms.ts. They never change what staff confirmed or what the reader found.
 * A PUT replaces them all; an absent key is no figure of theirs.
 */
export const offerFiguresSchema = /* @__PURE__ */ (() =>
  z.strictObject({
    baseSalary: z.optional(money('Base salary')),
    guaranteeMonths: z.optional(count('Guaranteed base period', 120)),
    initialTermMonths: z.optional(count('Initial term', 240)),
    autoRenews: z.optional(z.boolean({ error: 'Renews automatically must be yes or no.' })),
    wrvuThreshold: z.optional(count('wRVU threshold', 100_000)),
    wrvuRate: z.optional(money('Pay per wRVU').check(z.lte(10_000, 'Pay per wRVU is too large.'))),
    signingBonus: z.optional(money('Signing bonus')),
    signingBonusClawbackMonths: z.optional(count('Signing bonus repayable for', 240)),
    signingBonusRepayment: z.optional(z.enum(['pro-rata', 'in-full'], { error: 'Signing bonus repaid must be pro-rata or in-full.' })),
    relocation: z.optional(money('Relocation')),
    relocationKind: z.optional(z.enum(['reimbursement', 'cash'], { error: 'Relocation paid as must be reimbursement or cash.' })),
    relocationClawbackMonths: z.optional(count('Relocation repayable for', 240)),
    relocationRepayment: z.optional(z.enum(['pro-rata', 'in-full'], { error: 'Relocation repaid must be pro-rata or in-full.' })),
    nonCompeteMiles: z.optional(count('Non-compete radius', 1000)),
    nonCompeteMonths: z.optional(count('Non-compete length', 240)),
    nonSolicitMonths: z.optional(count('Non-solicitation length', 240)),
    malpracticeType: z.optional(z.enum(['claims-made', 'occurrence'], { error: 'Malpractice insurance must be claims-made or occurrence.' })),
    tailPaidBy: z.optional(z.enum(['employer', 'physician', 'shared'], { error: 'Tail coverage paid by must be employer, physician or shared.' })),
    noticeWithoutCauseDays: z.optional(count('Your notice to leave without cause', 730)),
    noticeWithoutCauseDaysEmployer: z.optional(count("Employer's notice without cause", 730)),
    cureDays: z.optional(count('Time to cure a breach', 365)),
    callRatio: z.optional(z.string().check(z.regex(/^1:[1-9]\d?$/, 'Call must be written 1:N, for example 1:4.'))),
    cmeAllowance: z.optional(money('CME allowance')),
    cmeDays: z.optional(count('CME days', 365)),
    ptoDays: z.optional(count('Paid time off', 365)),
  }))();
export type OfferFigures = z.infer<typeof offerFiguresSchema>;
// Every term key has a figure field (checked at compile time).
const _everyTerm: readonly (keyof OfferFigures)[] = termKeys;
void _everyTerm;

/**
 * One offer as the Compare offers screen shows it. `reading` is the request page's reading of its PDF
 * (`confirmed` when staff settled the terms with a delivered review; else the automatic reading),
 * absent for an offer started empty.
 */
export const offerSchema = /* @__PURE__ */ (() =>
  z.object({
    source: offerSourceSchema,
    offerId: offerIdSchema,
    /** The added offer's name; a request's is its file's name or "Contract review, <date>". */
    name: z.string(),
    createdAt: z.number(),
    hasFile: z.boolean(),
    reading: z.optional(requestTermsSchema),
    figures: offerFiguresSchema,
  }))();
export type Offer = z.infer<typeof offerSchema>;

/** How bonuses are repaid when a contract states a clawback period but not how. */
export const repaymentRules = ['prorated', 'full'] as const;

/**
 * The comparison's assumptions, adjustable on the screen and remembered. wRVUs: the physician types
 * the expected level; low and high, when absent, are 80% and 120% of it.
 */
export const comparisonAssumptionsSchema = /* @__PURE__ */ (() =>
  z.strictObject({
    years: count('Years', 10).check(z.gte(1, 'Years must be from 1 to 10.')),
    /** A fraction: 0.05 is 5%. */
    discountRate: z
      .number({ error: 'Discount rate must be a number.' })
      .check(z.gte(0, 'Discount rate cannot be negative.'), z.lte(0.5, 'Discount rate must be at most 50%.')),
    wrvusPerYear: z.strictObject({
      low: z.optional(count('Low wRVUs', 20_000)),
      expected: z.optional(count('Expected wRVUs', 20_000)),
      high: z.optional(count('High wRVUs', 20_000)),
    }),
    tail: z.strictObject({
      annualPremium: z.optional(money('Malpractice premium')),
      multiplier: z
        .number({ error: 'Tail multiplier must be a number.' })
        .check(z.gte(0, 'Tail multiplier cannot be negative.'), z.lte(10, 'Tail multiplier must be at most 10.')),
    }),
    repayment: z.enum(repaymentRules, { error: 'Repayment must be prorated or full.' }),
  }))();
export type ComparisonAssumptions = z.infer<typeof comparisonAssumptionsSchema>;

export const defaultComparisonAssumptions: ComparisonAssumptions = {
  years: 5,
  discountRate: 0.05,
  wrvusPerYear: {},
  tail: { multiplier: 2 },
  repayment: 'prorated',
};

/** The saved comparison: its assumptions and which offers are side by side (0 to 4; 2 or more to compare). */
export const comparisonSchema = /* @__PURE__ */ (() =>
  z.strictObject({
    assumptions: comparisonAssumptionsSchema,
    selected: z.array(offerRefSchema).check(z.maxLength(maxComparedOffers, `Compare at most ${maxComparedOffers} offers.`)),
  }))();
export type Comparison = z.infer<typeof comparisonSchema>;

/** The screen's data: every offer, and the comparison as last saved (defaults when never saved). */
export const myOffersSchema = /* @__PURE__ */ (() => z.object({ offers: z.array(offerSchema), comparison: comparisonSchema }))();
export type MyOffers = z.infer<typeof myOffersSchema>;

/**
 * A new name for an offer on the Compare offers screen (issue 39): 1 to 80 characters once trimmed.
 * A request renamed here keeps its own file name on its own page; only the comparison shows this one.
 */
export const offerRenameSchema = /* @__PURE__ */ (() => z.strictObject({ name: offerNameSchema }))();
export type OfferRename = z.infer<typeof offerRenameSchema>;
