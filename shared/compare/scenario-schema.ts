import * as z from 'zod/mini';
import '../zod-locale';
import { comparisonAssumptionsSchema, maxComparedOffers, offerFiguresSchema, repaymentRules } from '../api/offers';
import type { Scenario } from './types';

/*
 * A Scenario as `npm run -s compare -- scenario.json` reads it: the stored assumptions' limits
 * (shared/api/offers.ts), every wRVU level required, and each offer's terms checked as the
 * physician's own figures are (any term key, in the units of shared/contract-terms/terms.ts; an
 * unknown key is an error). compareOffers itself trusts its typed input; this is for files.
 */

const wrvus = (level: string) =>
  z
    .number({ error: `${level} wRVUs must be a number.` })
    .check(z.gte(0, `${level} wRVUs cannot be negative.`), z.lte(100_000, `${level} wRVUs are too many.`));

export const scenarioSchema = /* @__PURE__ */ (() =>
  z.strictObject({
    years: comparisonAssumptionsSchema.shape.years,
    discountRate: comparisonAssumptionsSchema.shape.discountRate,
    wrvusPerYear: z.strictObject({ low: wrvus('Low'), expected: wrvus('Expected'), high: wrvus('High') }),
    tail: z.strictObject({
      annualPremium: z.optional(z.nullable(comparisonAssumptionsSchema.shape.tail.shape.annualPremium.def.innerType)),
      multiplier: comparisonAssumptionsSchema.shape.tail.shape.multiplier,
    }),
    repayment: z.enum(repaymentRules, { error: 'Repayment must be prorated or full.' }),
    offers: z
      .array(z.strictObject({ name: z.string({ error: 'Each offer needs a name.' }), terms: offerFiguresSchema }))
      .check(z.minLength(1, 'Give at least one offer.'), z.maxLength(maxComparedOffers, `Compare at most ${maxComparedOffers} offers.`)),
  }))();

// The schema's output is a Scenario (checked at compile time).
const _isScenario = (parsed: z.infer<typeof scenarioSchema>): Scenario => parsed;
void _isScenario;
