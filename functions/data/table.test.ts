import { describe, expect, it } from 'vitest';
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
