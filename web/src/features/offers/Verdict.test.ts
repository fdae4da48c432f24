import { describe, expect, it } from 'vitest';
import { whyLabels } from './Verdict';

describe("the verdict's why? buttons", () => {
  const names = ['Lakeside', 'Northgate'];
  it('reads "why?" for a sentence resting on one figure', () => {
    expect(whyLabels({ figures: [{ ref: { kind: 'total', offer: 1, level: 'expected' }, what: 'Northgate: pay over 5 years' }] }, names)).toEqual([
      undefined,
    ]);
  });

  it("names each offer's figure when a sentence rests on several", () => {
    expect(
      whyLabels(
        {
          figures: [
            { ref: { kind: 'total', offer: 1, level: 'expected' }, what: 'Northgate: pay over 5 years' },
            { ref: { kind: 'costToLeave', offer: 0, month: 1, part: 'total' }, what: 'Lakeside: the cost of leaving, month 1' },
          ],
        },
        names,
      ),
    ).toEqual(['Northgate', 'Lakeside']);
  });
});
