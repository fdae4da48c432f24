import { describe, expect, it } from 'vitest';
import { submitContactMessage } from '#shared/api/routes/submit-contact-message.ts';
import { deleteMe } from '#shared/api/routes/delete-me.ts';
import { getMe } from '#shared/api/routes/get-me.ts';
import { authorizationsOf, refusalOf } from './table-access';

const s = (value: string) => ({ S: value });

describe('what IAM authorizes for a DynamoDB call', () => {
  it('reads the partition key of single-item calls, marshalled or not', () => {
    expect(authorizationsOf('PutItemCommand', { Item: { PK: s('USER#1'), SK: s('ACCOUNT') } })).toEqual([
      { action: 'PutItem', leadingKeys: ['USER#1'] },
    ]);
    expect(authorizationsOf('UpdateItemCommand', { Key: { PK: 'LINK#h', SK: 'LINK' } })).toEqual([
      { action: 'UpdateItem', leadingKeys: ['LINK#h'], attributes: ['PK', 'SK'] },
    ]);
  });

  it("takes a Query's partition from its key condition, on the index it names", () => {
    expect(
      authorizationsOf('QueryCommand', {
        IndexName: 'GSI1',
        KeyConditionExpression: 'GSI1PK = :pk',
        ExpressionAttributeValues: { ':pk': s('LINKS#1') },
      }),
    ).toEqual([{ action: 'Query', index: 'GSI1', leadingKeys: ['LINKS#1'] }]);
    expect(
      authorizationsOf('QueryCommand', {
        KeyConditionExpression: '#pk = :pk AND begins_with(SK, :x)',
        ExpressionAttributeNames: { '#pk': 'PK' },
        ExpressionAttributeValues: { ':pk': 'USER#1', ':x': 'A' },
      }),
    ).toEqual([{ action: 'Query', leadingKeys: ['USER#1'] }]);
  });

  it('collects every key of a batch, and authorizes a transaction action by action', () => {
    expect(
      authorizationsOf('BatchWriteItemCommand', {
        RequestItems: {
          t: [{ DeleteRequest: { Key: { PK: s('USER#1'), SK: s('A') } } }, { PutRequest: { Item: { PK: s('LINK#2'), SK: s('LINK') } } }],
        },
      }),
    ).toEqual([{ action: 'BatchWriteItem', leadingKeys: ['USER#1', 'LINK#2'] }]);
    expect(
      authorizationsOf('TransactWriteItemsCommand', {
        TransactItems: [{ Update: { Key: { PK: s('USER#1') } } }, { ConditionCheck: { Key: { PK: s('CONTACT#9') } } }],
      }),
    ).toEqual([
      { action: 'UpdateItem', leadingKeys: ['USER#1'], attributes: ['PK'] },
      { action: 'ConditionCheckItem', leadingKeys: ['CONTACT#9'] },
    ]);
  });
});

describe("a route's table declaration, enforced as its role would", () => {
  const contact = submitContactMessage.needs.table;

  it('allows the partitions a route declares and refuses any other, even one key in a batch', () => {
    expect(refusalOf(contact, { action: 'UpdateItem', leadingKeys: ['RATELIMIT#contact#abc'] })).toBeUndefined();
    expect(refusalOf(contact, { action: 'PutItem', leadingKeys: ['CONTACT#m1'] })).toBeUndefined();
    expect(refusalOf(contact, { action: 'UpdateItem', leadingKeys: ['USER#1'] })).toMatch(/partitions are CONTACT, RATELIMIT/);
    expect(refusalOf(contact, { action: 'BatchWriteItem', leadingKeys: ['CONTACT#1', 'USER#1'] })).toBeDefined();
    // A longer name is another partition: CONTACT grants no CONTACT_MESSAGES, USER no USERS.
    expect(refusalOf(contact, { action: 'PutItem', leadingKeys: ['CONTACT_MESSAGES'] })).toBeDefined();
  });

  it('refuses writes to a read-only route, every Scan, and any call of a route that declares no table', () => {
    expect(refusalOf(getMe.needs.table, { action: 'GetItem', leadingKeys: ['USER#1'] })).toBeUndefined();
    expect(refusalOf(getMe.needs.table, { action: 'UpdateItem', leadingKeys: ['USER#1'] })).toMatch(/read access/);
    expect(refusalOf(deleteMe.needs.table, { action: 'Scan', leadingKeys: [] })).toBeDefined();
    expect(refusalOf(undefined, { action: 'GetItem', leadingKeys: ['USER#1'] })).toMatch(/no table access/);
  });

  it('lets a route that mails read a suppression (GetItem only), and no other route', () => {
    const gets = ['SUPPRESSION'] as const;
    expect(refusalOf(contact, { action: 'GetItem', leadingKeys: ['SUPPRESSION#h'] }, gets)).toBeUndefined();
    expect(refusalOf(contact, { action: 'GetItem', leadingKeys: ['SUPPRESSION#h'] })).toBeDefined();
    expect(refusalOf(contact, { action: 'PutItem', leadingKeys: ['SUPPRESSION#h'] }, gets)).toBeDefined();
    expect(refusalOf(contact, { action: 'Query', leadingKeys: ['SUPPRESSION#h'] }, gets)).toBeDefined();
  });

  it('lets a route query only the lists it declares, on the list index, and never write through an index', () => {
    const table = deleteMe.needs.table;
    expect(refusalOf(table, { action: 'Query', index: 'GSI1', leadingKeys: ['LINKS#u1'] })).toBeUndefined();
    expect(refusalOf(table, { action: 'Query', index: 'GSI1', leadingKeys: ['ACCOUNTS#staff'] })).toBeDefined();
    expect(refusalOf(table, { action: 'Query', index: 'GSI2', leadingKeys: ['LINKS#u1'] })).toBeDefined();
    expect(refusalOf(contact, { action: 'Query', index: 'GSI1', leadingKeys: ['CONTACT_MESSAGES'] })).toBeDefined();
  });

  it('lets a route query the lists by state it declares on GSI2 only, and keeps GSI1 lists off GSI2', () => {
    const dashboard = { access: 'read', partitions: ['USER', 'COUNTER'], lists: ['REQUESTS'], stateLists: ['REQUESTS'] } as const;
    expect(refusalOf(dashboard, { action: 'Query', index: 'GSI2', leadingKeys: ['REQUESTS#contractReview#reviewed'] })).toBeUndefined();
    expect(refusalOf(dashboard, { action: 'Query', index: 'GSI1', leadingKeys: ['REQUESTS#contractReview'] })).toBeUndefined();
    expect(refusalOf(dashboard, { action: 'Query', index: 'GSI2', leadingKeys: ['ACCOUNTS#staff'] })).toBeDefined();
    expect(refusalOf(dashboard, { action: 'Scan', index: 'GSI2', leadingKeys: [] })).toBeDefined();
    // GSI1's lists do not open GSI2, and GSI2's do not open GSI1.
    const gsi1Only = { ...dashboard, stateLists: undefined };
    expect(refusalOf(gsi1Only, { action: 'Query', index: 'GSI2', leadingKeys: ['REQUESTS#contractReview#reviewed'] })).toBeDefined();
    const gsi2Only = { ...dashboard, lists: undefined };
    expect(refusalOf(gsi2Only, { action: 'Query', index: 'GSI1', leadingKeys: ['REQUESTS#contractReview'] })).toBeDefined();
  });
});

describe('an account-record update limited to declared attributes (accountUpdates, dynamodb:Attributes in AWS)', () => {
  const readOnly = { access: 'read', partitions: ['USER', 'COUNTER'], accountUpdates: ['mfaEnabled', 'sessionsValidAfter'] } as const;
  const update = (expression: string, names: Record<string, string> = {}, key = 'USER#1') =>
    authorizationsOf('UpdateItemCommand', {
      Key: { PK: s(key), SK: s('ACCOUNT') },
      UpdateExpression: expression,
      ConditionExpression: 'attribute_exists(PK)',
      ExpressionAttributeNames: names,
      ExpressionAttributeValues: { ':now': { N: '1' } },
    })[0]!;

  it('names every attribute the update and its condition touch', () => {
    expect(update('REMOVE #m SET #s = :now', { '#m': 'mfaEnabled', '#s': 'sessionsValidAfter' }).attributes).toEqual([
      'PK',
      'SK',
      'mfaEnabled',
      'sessionsValidAfter',
    ]);
  });

  it('lets a read-only route update only those attributes of account records', () => {
    expect(refusalOf(readOnly, update('REMOVE #m SET #s = :now', { '#m': 'mfaEnabled', '#s': 'sessionsValidAfter' }))).toBeUndefined();
    expect(refusalOf(readOnly, update('SET #r = :now', { '#r': 'role' }))).toBeDefined();
    expect(refusalOf(readOnly, update('SET approved = :now, mfaEnabled = :now'))).toBeDefined();
    expect(refusalOf(readOnly, update('SET mfaEnabled = :now', {}, 'COUNTER#x'))).toBeDefined();
    expect(refusalOf({ access: 'read', partitions: ['USER'] }, update('SET mfaEnabled = :now'))).toBeDefined();
  });
});

describe('abuse-limit counters only (counters: UpdateItem on RATELIMIT in AWS), for a route that otherwise reads', () => {
  const counting = { access: 'read', partitions: ['USER', 'RATELIMIT'], counters: true } as const;
  const update = (key: string) =>
    authorizationsOf('UpdateItemCommand', {
      Key: { PK: s(key), SK: s('COUNT') },
      UpdateExpression: 'ADD #c :one',
      ExpressionAttributeNames: { '#c': 'count' },
      ExpressionAttributeValues: { ':one': { N: '1' } },
    })[0]!;

  it('lets it count, and nothing else: an update of its account record or a put is refused', () => {
    expect(refusalOf(counting, update('RATELIMIT#uploadForm#account#abc'))).toBeUndefined();
    expect(refusalOf(counting, update('USER#1'))).toBeDefined();
    expect(refusalOf({ ...counting, counters: undefined }, update('RATELIMIT#uploadForm#account#abc'))).toBeDefined();
    expect(refusalOf(counting, { action: 'PutItem', leadingKeys: ['RATELIMIT#x'] })).toBeDefined();
  });
});
