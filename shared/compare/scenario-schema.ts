import * as z from 'zod/mini';
import '../zod-locale';
import { comparisonAssumptionsSchema, defaultComparisonAssumptions, maxComparedOffers, offerFiguresSchema, repaymentRules } from '../api/offers';
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

/**
 * The file's own shape: `repayment`, `tail` and `tail.multiplier` may be left out, as the screen
 * leaves them to its defaults (scenarioSchema fills them in).
 */
export const scenarioFileSchema = /* @__PURE__ */ (() =>
  z.strictObject({
    years: comparisonAssumptionsSchema.shape.years,
    discountRate: comparisonAssumptionsSchema.shape.discountRate,
    wrvusPerYear: z.strictObject({ low: wrvus('Low'), expected: wrvus('Expected'), high: wrvus('High') }),
    tail: z.optional(
      z.strictObject({
        annualPremium: z.optional(z.nullable(comparisonAssumptionsSchema.shape.tail.shape.annualPremium.def.innerType)),
        multiplier: z.optional(comparisonAssumptionsSchema.shape.tail.shape.multiplier),
      }),
    ),
    repayment: z.optional(z.enum(repaymentRules, { error: 'Repayment must be prorated or full.' })),
    offers: z
      .array(z.strictObject({ name: z.string({ error: 'Each offer needs a name.' }), terms: offerFiguresSchema }))
      .check(z.minLength(1, 'Give at least one offer.'), z.maxLength(maxComparedOffers, `Compare at most ${maxComparedOffers} offers.`)),
  }))();

/**
 * A scenario file with the screen's defaults where it is silent (issue 39), from the one place the
 * screen takes them (defaultComparisonAssumptions, shared/api/offers.ts): repayment pro rata, a tail
 * multiplier of 2, and no premium quote (a claims-made tail the physician pays is then unknown).
 */
export function withScreenDefaults(file: z.infer<typeof scenarioFileSchema>): Scenario {
  return {
    ...file,
    tail: {
      annualPremium: file.tail?.annualPremium ?? defaultComparisonAssumptions.tail.annualPremium ?? null,
      multiplier: file.tail?.multiplier ?? defaultComparisonAssumptions.tail.multiplier,
    },
    repayment: file.repayment ?? defaultComparisonAssumptions.repayment,
  };
}

/** A scenario file, checked (each problem names its field) and completed with the screen's defaults. */
export const scenarioSchema = /* @__PURE__ */ (() => z.pipe(scenarioFileSchema, z.transform(withScreenDefaults)))();

// The schema's output is a Scenario (checked at compile time).
const _isScenario = (parsed: z.output<typeof scenarioSchema>): Scenario => parsed;
void _isScenario;
