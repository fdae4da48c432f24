import { describe, expect, it } from 'vitest';
import { removeOrphanedAccounts } from './jobs';

describe('removeOrphanedAccounts', () => {
  // functions/services/orphaned-files.ts lists and deletes the kept PDFs no record names, and reads
  // each owner's requests and added offers: declared here so the CDK grants and the local
  // enforcement follow, even if account deletion's own needs (which it shares) change.
  it('may list and delete under requests/ and offers/, and read the USER partition, for the orphaned-files pass', () => {
    for (const prefix of ['requests/', 'offers/']) {
      const grant = removeOrphanedAccounts.needs.uploads?.find((candidate) => candidate.prefix === prefix);
      expect(grant?.uses, prefix).toEqual(expect.arrayContaining(['list', 'delete']));
    }
    expect(removeOrphanedAccounts.needs.table?.partitions).toContain('USER');
  });
});
