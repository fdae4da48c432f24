import { describe, expect, it } from 'vitest';
import { indexPartitions, leadingKeyPatterns, listIndexName, partitionOf, tablePartitions } from '../../shared/api/table-partitions';
import { keyAttributes, keys, sortableTime, tableDefinition, userIdFromKey } from './table';

describe('table definition and keys', () => {
  it('declares each key attribute once', () => {
    const names = keyAttributes().map((attribute) => attribute.name);
    expect(names).toEqual(['PK', 'SK', 'GSI1PK', 'GSI1SK', 'GSI2PK', 'GSI2SK']);
    expect(tableDefinition.timeToLiveAttribute).toBe('expiresAt');
  });

  it('round-trips a user id through the account key', () => {
    const key = keys.account('0b5c-uid');
    expect(key).toEqual({ PK: 'USER#0b5c-uid', SK: 'ACCOUNT' });
    expect(userIdFromKey(key.PK)).toBe('0b5c-uid');
    expect(userIdFromKey('CONTACT#1')).toBeUndefined();
  });

  it('orders sortable times as the numbers they stand for', () => {
    const times = [1_700_000_000_000, 9_000, 1_800_000_000_000, 0];
    const asStrings = times.map(sortableTime).sort();
    expect(asStrings.map(Number)).toEqual([...times].sort((a, b) => a - b));
    expect(() => sortableTime(-1)).toThrow();
    expect(() => sortableTime(1.5)).toThrow();
  });

  it('keys a link by its token hash, apart from any account', () => {
    expect(keys.linkToken('abc')).toEqual({ PK: 'LINK#abc', SK: 'LINK' });
    expect(userIdFromKey(keys.linkToken('abc').PK)).toBeUndefined();
  });

  it('lists accounts by kind, newest joiner last in key order', () => {
    expect(keys.accountList('physician', 42)).toEqual({ GSI1PK: 'ACCOUNTS#physician', GSI1SK: '000000000000042' });
  });

  it('keys contact messages and their rate-limit counter apart from accounts', () => {
    expect(keys.contactMessage('m1')).toEqual({ PK: 'CONTACT#m1', SK: 'MESSAGE' });
    expect(keys.contactMessageList(7)).toEqual({ GSI1PK: 'CONTACT_MESSAGES', GSI1SK: '000000000000007' });
    expect(keys.rateLimit('contact', 'client', 'abc')).toEqual({ PK: 'RATELIMIT#contact#client#abc', SK: 'WINDOW' });
    expect(userIdFromKey(keys.contactMessage('m1').PK)).toBeUndefined();
  });
});

describe('partitions', () => {
  it('builds every key in a declared partition, so route grants (dynamodb:LeadingKeys) cover them', () => {
    const tableKeys = [
      keys.account('u1').PK,
      keys.userPartition('u1'),
      keys.contactMessage('m1').PK,
      keys.rateLimit('contact', 'client', 'h').PK,
      keys.linkToken('t').PK,
    ];
    for (const value of tableKeys) expect(tablePartitions, value).toContain(partitionOf(value));
    const listKeys = [
      keys.accountList('staff', 1).GSI1PK,
      keys.accountListPartition('physician'),
      keys.contactMessageList(1).GSI1PK,
      keys.userLinks('u1', 't').GSI1PK,
      keys.userLinksPartition('u1'),
    ];
    for (const value of listKeys) expect(indexPartitions, value).toContain(partitionOf(value));
    expect(tableDefinition.globalSecondaryIndexes.map((index) => index.indexName)).toContain(listIndexName);
  });

  it('matches a key value to its partition by the whole name, never a longer one', () => {
    expect(partitionOf('CONTACT_MESSAGES')).toBe('CONTACT_MESSAGES');
    expect(partitionOf('CONTACT#m1')).toBe('CONTACT');
    expect(partitionOf('USERX#1')).toBeUndefined();
    expect(leadingKeyPatterns('CONTACT')).toEqual(['CONTACT', 'CONTACT#*']);
  });
});
