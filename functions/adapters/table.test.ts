import { describe, expect, it } from 'vitest';
import { indexPartitions, leadingKeyPatterns, listIndexName, partitionOf, tablePartitions } from '#shared/api/table-partitions.ts';
import {
  failedConditionsOf,
  ifConditionHolds,
  isConditionFailed,
  isTransactionConflict,
  keyAttributes,
  keys,
  retryingConflicts,
  sortableTime,
  tableDefinition,
  updateOf,
  userIdFromKey,
} from './table';

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

  it('keeps a request in its owner’s partition, listed by type (GSI1) and by type and reviewed state (GSI2)', () => {
    expect(keys.request('u1', 'contractReview', 1_700_000_000_123)).toEqual({ PK: 'USER#u1', SK: 'REQUEST#contractReview#001700000000123' });
    expect(keys.request('u1', 'contractReview', 5).SK.startsWith(keys.requestSortPrefix('contractReview'))).toBe(true);
    expect(keys.request('u1', 'compensationConsult', 5).SK.startsWith(keys.requestSortPrefix('contractReview'))).toBe(false);
    expect(keys.requestList('compensationConsult', 7)).toEqual({ GSI1PK: 'REQUESTS#compensationConsult', GSI1SK: '000000000000007' });
    expect(keys.requestStateList('compensationConsult', false, 7)).toEqual({
      GSI2PK: 'REQUESTS#compensationConsult#unreviewed',
      GSI2SK: '000000000000007',
    });
    expect(partitionOf(keys.requestStateList('contractReview', true, 7).GSI2PK)).toBe('REQUESTS');
  });

  it("keeps a physician's comparison (issue 30) under one prefix of their partition, apart from their requests", () => {
    const items = [
      keys.addedOffer('u1', 1_700_000_000_123),
      keys.offerFigures('u1', 'added', 1_700_000_000_123),
      keys.offerFigures('u1', 'contractReview', 5),
      keys.comparison('u1'),
      keys.addedOfferCounter('u1'),
    ];
    expect(items[0]).toEqual({ PK: 'USER#u1', SK: 'COMPARE#OFFER#001700000000123' });
    expect(items[2]).toEqual({ PK: 'USER#u1', SK: 'COMPARE#FIGURES#contractReview#000000000000005' });
    for (const item of items) {
      expect(item.PK).toBe(keys.userPartition('u1'));
      expect(item.SK.startsWith(keys.comparisonSortPrefix)).toBe(true);
      expect(item.SK.startsWith(keys.requestsSortPrefix)).toBe(false);
    }
    expect(new Set(items.map((item) => item.SK)).size).toBe(items.length);
    // One prefix reads both types of request, and only requests (not their staff accesses).
    for (const type of ['compensationConsult', 'contractReview'] as const)
      expect(keys.request('u1', type, 5).SK.startsWith(keys.requestsSortPrefix)).toBe(true);
    expect(keys.requestAccess('u1', 'contractReview', 5, 6, 's1').SK.startsWith(keys.requestsSortPrefix)).toBe(false);
  });

  it('keys a link by its token hash, apart from any account', () => {
    expect(keys.linkToken('abc')).toEqual({ PK: 'LINK#abc', SK: 'LINK' });
    expect(userIdFromKey(keys.linkToken('abc').PK)).toBeUndefined();
  });

  it('lists accounts by kind, newest joiner last in key order', () => {
    expect(keys.accountList('physician', 42)).toEqual({ GSI1PK: 'ACCOUNTS#physician', GSI1SK: '000000000000042' });
  });

  it('keeps queued mail in the user partition, listed by when it is due', () => {
    expect(keys.queuedMail('u1', 'verifyEmail')).toEqual({ PK: 'USER#u1', SK: 'OUTBOX#verifyEmail' });
    expect(keys.queuedMailList(7, 'u1')).toEqual({ GSI1PK: 'MAIL_OUTBOX', GSI1SK: '000000000000007#u1' });
    expect(keys.suppression('h')).toEqual({ PK: 'SUPPRESSION#h', SK: 'SUPPRESSION' });
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
      keys.queuedMail('u1', 'verifyEmail').PK,
      keys.suppression('h').PK,
    ];
    for (const value of tableKeys) expect(tablePartitions, value).toContain(partitionOf(value));
    const listKeys = [
      keys.accountList('staff', 1).GSI1PK,
      keys.accountListPartition('physician'),
      keys.contactMessageList(1).GSI1PK,
      keys.userLinks('u1', 't').GSI1PK,
      keys.userLinksPartition('u1'),
      keys.queuedMailList(1, 'u1').GSI1PK,
      keys.queuedMailListPartition(),
      keys.suppressionList(1).GSI1PK,
      keys.suppressionListPartition(),
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

describe('writes', () => {
  it('builds an update from a partial object: values set, null removes, undefined is left alone', () => {
    expect(
      updateOf(
        { role: 'admin', bio: null, phone: undefined },
        { condition: 'attribute_exists(PK) AND #email = :email', values: { ':email': 'a@b.c' } },
      ),
    ).toEqual({
      UpdateExpression: 'SET #role = :role REMOVE #bio',
      ConditionExpression: 'attribute_exists(PK) AND #email = :email',
      ExpressionAttributeNames: { '#role': 'role', '#bio': 'bio', '#email': 'email' },
      ExpressionAttributeValues: { ':role': 'admin', ':email': 'a@b.c' },
    });
  });

  it('adds to counters and declares no values when there are none', () => {
    expect(updateOf({}, { add: { requests: 1 } })).toEqual({
      UpdateExpression: 'ADD #requests :requests',
      ExpressionAttributeNames: { '#requests': 'requests' },
      ExpressionAttributeValues: { ':requests': 1 },
    });
    expect(updateOf({ usedAt: null })).toEqual({ UpdateExpression: 'REMOVE #usedAt', ExpressionAttributeNames: { '#usedAt': 'usedAt' } });
  });

  it("refuses a condition value that would overwrite a changed attribute's, and a name that is not an attribute", () => {
    expect(() => updateOf({ email: 'new@b.c' }, { condition: '#email = :email', values: { ':email': 'old@b.c' } })).toThrow(/:email/);
    expect(() => updateOf({ 'a = :x, b': 1 })).toThrow(RangeError);
  });

  it('recognises a failed condition, alone or in a transaction, and nothing else', async () => {
    const named = (name: string, extra = {}) => Object.assign(new Error(name), { name, ...extra });
    expect(isConditionFailed(named('ConditionalCheckFailedException'))).toBe(true);
    expect(
      isConditionFailed(named('TransactionCanceledException', { CancellationReasons: [{ Code: 'None' }, { Code: 'ConditionalCheckFailed' }] })),
    ).toBe(true);
    expect(isConditionFailed(named('TransactionCanceledException', { CancellationReasons: [{ Code: 'TransactionConflict' }] }))).toBe(false);
    expect(isConditionFailed(named('ProvisionedThroughputExceededException'))).toBe(false);
    expect(isConditionFailed(undefined)).toBe(false);
    await expect(ifConditionHolds(Promise.reject(named('ConditionalCheckFailedException')))).resolves.toBeUndefined();
    await expect(ifConditionHolds(Promise.resolve({ Attributes: {} }))).resolves.toEqual({ Attributes: {} });
    await expect(ifConditionHolds(Promise.reject(named('ValidationException')))).rejects.toThrow('ValidationException');
  });

  it('tells which actions of a cancelled transaction failed their condition, and a lost race from a refusal', () => {
    const named = (name: string, extra = {}) => Object.assign(new Error(name), { name, ...extra });
    const cancelled = (...codes: string[]) => named('TransactionCanceledException', { CancellationReasons: codes.map((Code) => ({ Code })) });
    expect(failedConditionsOf(cancelled('None', 'ConditionalCheckFailed'))).toEqual([1]);
    expect(failedConditionsOf(cancelled('TransactionConflict', 'None'))).toEqual([]);
    expect(failedConditionsOf(named('ConditionalCheckFailedException'))).toEqual([]);
    expect(isTransactionConflict(cancelled('TransactionConflict', 'None'))).toBe(true);
    expect(isTransactionConflict(named('TransactionConflictException'))).toBe(true);
    expect(isTransactionConflict(cancelled('ConditionalCheckFailed'))).toBe(false);
  });

  it('sends a write that lost a race again, and gives up on anything else or after its attempts', async () => {
    const named = (name: string, extra = {}) => Object.assign(new Error(name), { name, ...extra });
    const conflict = () => named('TransactionCanceledException', { CancellationReasons: [{ Code: 'TransactionConflict' }] });
    let calls = 0;
    await expect(
      retryingConflicts(async () => {
        if (++calls < 3) throw conflict();
        return 'written';
      }),
    ).resolves.toBe('written');
    expect(calls).toBe(3);
    calls = 0;
    await expect(
      retryingConflicts(async () => {
        calls++;
        throw named('ValidationException');
      }),
    ).rejects.toThrow('ValidationException');
    expect(calls).toBe(1);
    calls = 0;
    await expect(
      retryingConflicts(async () => {
        calls++;
        throw conflict();
      }, 2),
    ).rejects.toThrow('TransactionCanceledException');
    expect(calls).toBe(2);
  });
});
