import { describe, expect, it } from 'vitest';
import { goldenDifferences, goldenNow, recordedGolden } from '#test/fixtures/golden/golden.ts';

/**
 * The golden run (issue 38): a change of the reader that moves any finding on any corpus fails here, listing the
 * findings (own and dev) or the documents (sealed sets, hashed). A deliberate change is re-recorded with
 * `npx tsx test/fixtures/golden/golden.ts --record`, which prints what moved.
 */
describe('the contract reader on every corpus', () => {
  it('finds exactly the recorded findings (golden run)', { timeout: 180_000 }, async () => {
    const differences = goldenDifferences(await recordedGolden(), await goldenNow());
    expect(differences).toEqual([]);
  });
});
