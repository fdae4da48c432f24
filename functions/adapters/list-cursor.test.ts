import { describe, expect, it } from 'vitest';
import { decodeListCursor, encodeListCursor } from './list-cursor';

const shape = { list: 'ACCOUNTS#physician', itemPartition: 'USER', itemSort: 'ACCOUNT' };
const encode = (value: unknown) => Buffer.from(JSON.stringify(value)).toString('base64url');

describe('list cursors', () => {
  it('round-trips the last key of a page into the start key of the next, in the same list', () => {
    const cursor = encodeListCursor({ PK: 'USER#abc', SK: 'ACCOUNT', GSI1PK: 'ACCOUNTS#physician', GSI1SK: '001700000000000' });
    expect(cursor).toMatch(/^[A-Za-z0-9_-]+$/);
    expect(decodeListCursor(cursor, shape)).toEqual({ PK: 'USER#abc', SK: 'ACCOUNT', GSI1PK: 'ACCOUNTS#physician', GSI1SK: '001700000000000' });
  });

  it('does the same for a list of the state index (GSI2), with its own key attributes', () => {
    const unhandled = { list: 'CONTACT_MESSAGES#unhandled', itemPartition: 'CONTACT', itemSort: 'MESSAGE', stateList: true };
    const cursor = encodeListCursor({ PK: 'CONTACT#m1', SK: 'MESSAGE', GSI2PK: 'CONTACT_MESSAGES#unhandled', GSI2SK: '001700000000000' }, unhandled);
    expect(decodeListCursor(cursor, unhandled)).toEqual({
      PK: 'CONTACT#m1',
      SK: 'MESSAGE',
      GSI2PK: 'CONTACT_MESSAGES#unhandled',
      GSI2SK: '001700000000000',
    });
  });

  it('refuses a cursor that would start anywhere else', () => {
    for (const forged of [
      encode(['LINK#x', 'ACCOUNT', '001700000000000']),
      encode(['USER#x', 'REQUEST#contractReview#1', '001700000000000']),
      encode(['USER#x', 'ACCOUNT', 'ACCOUNTS']),
      encode(['USER#x', 'ACCOUNT']),
      encode({ PK: 'USER#x' }),
      'not-json',
      '',
    ]) {
      expect(decodeListCursor(forged, shape), forged).toBeUndefined();
    }
  });
});
