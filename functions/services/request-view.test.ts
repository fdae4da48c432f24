import { describe, expect, it } from 'vitest';
import type { RequestRecord } from '../adapters/requests';

// The module's adapters read their configuration at import; any value will do here.
process.env.TABLE_NAME ??= 'unit';
const { myRequestOf } = await import('./request-view');

const record = {
  userId: 'u1',
  type: 'contractReview',
  timeStamp: 1_000,
  submittedAt: 1_000,
  status: 'inReview',
  reviewed: false,
  pages: 3,
} as unknown as RequestRecord;

describe("a physician's request as their list shows it", () => {
  it('names each staff member who opened the PDF once, at their first opening (the desk draws it on every visit)', () => {
    const shown = myRequestOf(record, [
      { staffId: 's1', staffName: 'Sam Staff', file: 'upload', at: 5_000 },
      { staffId: 's2', staffName: 'Ben Second', file: 'upload', at: 4_000 },
      { staffId: 's1', staffName: 'Sam Staff', file: 'upload', at: 3_000 },
      { staffId: 's1', staffName: 'Sam Staff', file: 'review', at: 2_500 },
    ]);
    expect(shown.openedBy).toEqual([
      { staffName: 'Ben Second', at: 4_000 },
      { staffName: 'Sam Staff', at: 3_000 },
    ]);
  });
});
