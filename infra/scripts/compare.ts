/**
 * `npm run -s compare -- scenario.json`: the offer comparison's arithmetic (shared/compare, issue 30)
 * on a scenario file, offline. Prints exactly one JSON object (a ComparisonResult) on stdout and
 * nothing else; a file that is not a valid scenario gets one line per problem on stderr, naming
 * the field ("offers.0.terms.baseSalary: Base salary must be a number."), and exit code 1.
 * The input: { years, discountRate, wrvusPerYear: { low, expected, high }, tail?: { annualPremium?,
 * multiplier? }, repayment?: 'prorated' | 'full', offers: [{ name, terms: { <term key>: value } }] }.
 * Left out, `repayment`, `tail.multiplier` and the premium take the screen's defaults
 * (defaultComparisonAssumptions: pro rata, 2, no quote), so a file and the screen agree.
 */
import { readFile } from 'node:fs/promises';
import { compareOffers } from '#shared/compare/compare.ts';
import { scenarioSchema } from '#shared/compare/scenario-schema.ts';

const file = process.argv[2];
if (!file || process.argv.length > 3) {
  console.error('Usage: npm run -s compare -- <scenario.json>');
  process.exit(2);
}

let input: unknown;
try {
  input = JSON.parse(await readFile(file, 'utf8'));
} catch (error) {
  console.error(`Could not read ${file} as JSON: ${error instanceof Error ? error.message : String(error)}`);
  process.exit(1);
}
const scenario = scenarioSchema.safeParse(input);
if (!scenario.success) {
  for (const issue of scenario.error.issues) console.error(`${issue.path.join('.') || 'scenario'}: ${issue.message}`);
  process.exit(1);
}
process.stdout.write(`${JSON.stringify(compareOffers(scenario.data))}\n`);
