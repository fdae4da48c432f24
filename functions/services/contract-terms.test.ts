import { marshall } from '@aws-sdk/util-dynamodb';
import type { DynamoDBRecord } from 'aws-lambda';
import { describe, expect, it, vi } from 'vitest';

const readObject = vi.hoisted(() => vi.fn());
vi.mock('../adapters/uploads', () => ({ readObject }));
vi.mock('../adapters/requests', () => ({ saveContractTerms: vi.fn(async () => true), getRequest: vi.fn() }));

const { readRequestTerms, submittedRequestOf } = await import('./contract-terms');

const item = {
  PK: 'USER#u1',
  SK: 'REQUEST#contractReview#1',
  kind: 'request',
  userId: 'u1',
  type: 'contractReview',
  timeStamp: 1,
  file: 'requests/u1/contractReview/1.pdf',
};
const record = (eventName: 'INSERT' | 'MODIFY' | 'REMOVE', image: Record<string, unknown> = item): DynamoDBRecord => ({
  eventName,
  dynamodb: { NewImage: marshall(image) as NonNullable<DynamoDBRecord['dynamodb']>['NewImage'], SequenceNumber: '1' },
});

describe('submittedRequestOf', () => {
  it('takes inserts of request items only, so the reader’s own write (a MODIFY) never starts it again', () => {
    expect(submittedRequestOf(record('INSERT'))).toEqual({
      userId: 'u1',
      type: 'contractReview',
      timeStamp: 1,
      file: 'requests/u1/contractReview/1.pdf',
    });
    expect(submittedRequestOf(record('MODIFY'))).toBeUndefined();
    expect(submittedRequestOf(record('REMOVE'))).toBeUndefined();
    expect(submittedRequestOf(record('INSERT', { ...item, kind: 'account' }))).toBeUndefined();
    expect(submittedRequestOf(record('INSERT', { ...item, type: 'other' }))).toBeUndefined();
  });
});

describe('readRequestTerms', () => {
  it('reads only a file under its owner’s prefix', async () => {
    await expect(readRequestTerms({ userId: 'u1', type: 'contractReview', timeStamp: 1, file: 'requests/u2/contractReview/1.pdf' })).rejects.toThrow(
      /outside/,
    );
    expect(readObject).not.toHaveBeenCalled();
  });
  it('skips a request whose file is gone (withdrawn meanwhile)', async () => {
    readObject.mockResolvedValueOnce(undefined);
    expect(await readRequestTerms({ userId: 'u1', type: 'contractReview', timeStamp: 1, file: 'requests/u1/contractReview/1.pdf' })).toBe('gone');
  });
});
