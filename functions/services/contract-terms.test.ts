import { marshall } from '@aws-sdk/util-dynamodb';
import type { DynamoDBRecord } from 'aws-lambda';
import { describe, expect, it, vi } from 'vitest';
import type { ContractReading, TermFinding } from '#shared/contract-terms/terms.ts';
import { contractStreamMatches } from '#shared/jobs.ts';

const readObject = vi.hoisted(() => vi.fn());
const saveOfferTerms = vi.hoisted(() => vi.fn(async () => true));
const saveContractTerms = vi.hoisted(() => vi.fn(async () => true));
const readContract = vi.hoisted(() => vi.fn(async (): Promise<ContractReading> => ({ textLayer: true, pages: 1, terms: [] })));
vi.mock('../adapters/uploads', () => ({ readObject }));
vi.mock('../adapters/requests', () => ({ saveContractTerms, getRequest: vi.fn() }));
vi.mock('../adapters/offers', () => ({ saveOfferTerms }));
vi.mock('./contract-reader', () => ({ readContract }));

const { readUploadedContract, storedTrace, traceLimits, uploadedContractOf } = await import('./contract-terms');

const item = {
  PK: 'USER#u1',
  SK: 'REQUEST#contractReview#1',
  kind: 'request',
  userId: 'u1',
  type: 'contractReview',
  timeStamp: 1,
  file: 'requests/u1/contractReview/1.pdf',
};
const offer = { PK: 'USER#u1', SK: 'COMPARE#OFFER#000000000000007', kind: 'offer', userId: 'u1', offerId: 7, name: 'Mercy', file: 'offers/u1/7.pdf' };
const record = (eventName: 'INSERT' | 'MODIFY' | 'REMOVE', image: Record<string, unknown> = item): DynamoDBRecord => ({
  eventName,
  dynamodb: { NewImage: marshall(image) as NonNullable<DynamoDBRecord['dynamodb']>['NewImage'], SequenceNumber: '1' },
});

describe('uploadedContractOf', () => {
  it('takes inserts of request items only, so the reader’s own write (a MODIFY) never starts it again', () => {
    expect(uploadedContractOf(record('INSERT'))).toEqual({
      kind: 'request',
      userId: 'u1',
      type: 'contractReview',
      timeStamp: 1,
      file: 'requests/u1/contractReview/1.pdf',
    });
    expect(uploadedContractOf(record('MODIFY'))).toBeUndefined();
    expect(uploadedContractOf(record('REMOVE'))).toBeUndefined();
    expect(uploadedContractOf(record('INSERT', { ...item, kind: 'account' }))).toBeUndefined();
    expect(uploadedContractOf(record('INSERT', { ...item, type: 'other' }))).toBeUndefined();
  });

  it('takes inserts of offers added with a PDF (issue 30), never one started empty', () => {
    expect(uploadedContractOf(record('INSERT', offer))).toEqual({ kind: 'offer', userId: 'u1', offerId: 7, file: 'offers/u1/7.pdf' });
    const { file: _file, ...empty } = offer;
    expect(uploadedContractOf(record('INSERT', empty))).toBeUndefined();
    expect(uploadedContractOf(record('MODIFY', offer))).toBeUndefined();
  });
});

describe('the stream filter (AWS: the mapping; embedded: the poller)', () => {
  it('passes inserts of requests and of offers naming a PDF, and nothing else', () => {
    expect(contractStreamMatches(record('INSERT'))).toBe(true);
    expect(contractStreamMatches(record('INSERT', offer))).toBe(true);
    const { file: _file, ...empty } = offer;
    expect(contractStreamMatches(record('INSERT', empty))).toBe(false);
    expect(contractStreamMatches(record('MODIFY', offer))).toBe(false);
    for (const kind of ['offerFigures', 'comparison', 'offerCounter', 'account'])
      expect(contractStreamMatches(record('INSERT', { ...offer, kind }))).toBe(false);
  });
});

describe('readUploadedContract', () => {
  it('reads only a file under its owner’s prefix of its kind', async () => {
    await expect(
      readUploadedContract({ kind: 'request', userId: 'u1', type: 'contractReview', timeStamp: 1, file: 'requests/u2/contractReview/1.pdf' }),
    ).rejects.toThrow(/outside/);
    await expect(readUploadedContract({ kind: 'offer', userId: 'u1', offerId: 7, file: 'offers/u2/7.pdf' })).rejects.toThrow(/outside/);
    await expect(readUploadedContract({ kind: 'offer', userId: 'u1', offerId: 7, file: 'requests/u1/contractReview/1.pdf' })).rejects.toThrow(
      /outside/,
    );
    expect(readObject).not.toHaveBeenCalled();
  });
  it('skips a request whose file is gone (withdrawn meanwhile)', async () => {
    readObject.mockResolvedValueOnce(undefined);
    expect(
      await readUploadedContract({ kind: 'request', userId: 'u1', type: 'contractReview', timeStamp: 1, file: 'requests/u1/contractReview/1.pdf' }),
    ).toBe('gone');
  });
  it("keeps an added offer's findings on the offer, and skips one removed meanwhile", async () => {
    readObject.mockResolvedValue(new Uint8Array([1]));
    expect(await readUploadedContract({ kind: 'offer', userId: 'u1', offerId: 7, file: 'offers/u1/7.pdf' })).toBe('read');
    expect(saveOfferTerms).toHaveBeenCalledWith('u1', 7, expect.objectContaining({ textLayer: true, pages: 1, terms: [] }));
    saveOfferTerms.mockResolvedValueOnce(false);
    expect(await readUploadedContract({ kind: 'offer', userId: 'u1', offerId: 7, file: 'offers/u1/7.pdf' })).toBe('gone');
  });
  it('gives up a PDF the reader cannot read at once, without a failure the stream would retry (its lane stays free)', async () => {
    readObject.mockResolvedValue(new Uint8Array([1]));
    readContract.mockRejectedValueOnce(new Error('Invalid PDF structure'));
    expect(await readUploadedContract({ kind: 'offer', userId: 'u1', offerId: 7, file: 'offers/u1/7.pdf' })).toBe('unreadable');
    // The bucket or the table failing is still a failure, retried by the stream.
    readObject.mockRejectedValueOnce(new Error('SlowDown'));
    await expect(readUploadedContract({ kind: 'offer', userId: 'u1', offerId: 7, file: 'offers/u1/7.pdf' })).rejects.toThrow('SlowDown');
  });
  it('keeps how each finding was read (issue 38) on the request: family, rule id and matched entry only, capped', async () => {
    readObject.mockResolvedValue(new Uint8Array([1]));
    const salary: TermFinding = { term: 'baseSalary', value: 250000, page: 1, quote: 'Base salary of $250,000.', confidence: 0.9 };
    const traced = { ...salary, trace: { family: 'pay', rule: 'salary.perYear', matched: 'base salary', note: 'not kept' } } as TermFinding;
    const long = { ...salary, term: 'signingBonus', trace: { family: 'bonuses', rule: 'r'.repeat(200), matched: 'm'.repeat(500) } } as TermFinding;
    const unknown = { ...salary, term: 'noticeDays', trace: { family: 'weather', rule: 'x' } } as unknown as TermFinding;
    readContract.mockResolvedValueOnce({ textLayer: true, pages: 1, terms: [traced, long, unknown, salary] });
    const request = { kind: 'request', userId: 'u1', type: 'contractReview', timeStamp: 1, file: 'requests/u1/contractReview/1.pdf' } as const;
    expect(await readUploadedContract(request)).toBe('read');
    const saved = (saveContractTerms.mock.calls.at(-1) as unknown as [string, string, number, ContractReading])[3].terms;
    expect(saved).toEqual([
      { ...salary, trace: { family: 'pay', rule: 'salary.perYear', matched: 'base salary' } },
      { ...salary, term: 'signingBonus', trace: { family: 'bonuses', rule: 'r'.repeat(traceLimits.rule), matched: 'm'.repeat(traceLimits.matched) } },
      { ...salary, term: 'noticeDays' },
      salary,
    ]);
  });
});

describe('storedTrace', () => {
  it('keeps a trace without a matched entry, and none for an empty rule', () => {
    expect(storedTrace({ family: 'call', rule: 'ratio.oneIn' })).toEqual({ family: 'call', rule: 'ratio.oneIn' });
    expect(storedTrace({ family: 'call', rule: 'ratio.oneIn', matched: '' })).toEqual({ family: 'call', rule: 'ratio.oneIn' });
    expect(storedTrace({ family: 'call', rule: '' })).toBeUndefined();
    expect(storedTrace(undefined)).toBeUndefined();
  });
});
