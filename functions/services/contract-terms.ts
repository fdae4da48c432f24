import { saveContractTerms } from '../adapters/requests';
import { saveOfferTerms } from '../adapters/offers';
import { objectKeys } from '../adapters/object-keys';
import { insertedItem } from '../adapters/table-stream';
import { readObject } from '../adapters/uploads';
import type { DynamoDBRecord } from 'aws-lambda';
import { requestTypeSchema } from '#shared/api/requests.ts';
import type { RequestType } from '#shared/constants/request-types.ts';
import { termFamilies, type FindingTrace, type TermFinding } from '#shared/contract-terms/terms.ts';
import { readContract } from './contract-reader';
import type { ScanOptions } from './contract-ocr';

/**
 * A PDF that became a request (issue 17) or an offer added to compare (issue 30): whose it is, the
 * item the findings go on, and the file the item names.
 */
export type UploadedContract = {
  readonly userId: string;
  readonly file: string;
} & ({ readonly kind: 'request'; readonly type: RequestType; readonly timeStamp: number } | { readonly kind: 'offer'; readonly offerId: number });

/** Where an item's PDF may be: under its owner's own prefix of its kind (the key comes from the item, which the API wrote). */
function ownPrefix(contract: UploadedContract): string {
  return contract.kind === 'request' ? objectKeys.requestsPrefix(contract.userId) : objectKeys.offersPrefix(contract.userId);
}

/** Longest rule id and matched vocabulary entry a stored trace keeps: ids and a phrase, never a clause (the item stays small). */
export const traceLimits = { rule: 80, matched: 120 } as const;

/**
 * How the reader found a finding (issue 38), as the item keeps it: the family, the rule id and the
 * matched entry only, each capped; a trace naming no family the desk knows is not kept.
 */
export function storedTrace(trace: FindingTrace | undefined): FindingTrace | undefined {
  if (!trace || !termFamilies.includes(trace.family) || typeof trace.rule !== 'string' || trace.rule === '') return undefined;
  const matched = typeof trace.matched === 'string' && trace.matched !== '' ? trace.matched.slice(0, traceLimits.matched) : undefined;
  return { family: trace.family, rule: trace.rule.slice(0, traceLimits.rule), ...(matched !== undefined ? { matched } : {}) };
}

function storedFinding(finding: TermFinding): TermFinding {
  const { trace, ...rest } = finding;
  const kept = storedTrace(trace);
  return kept ? { ...rest, trace: kept } : rest;
}

/**
 * Reads a new request's or added offer's PDF and keeps what the reader found on its item. One
 * withdrawn or removed meanwhile (item or file gone) is skipped. A PDF the reader itself cannot read
 * is given up at once ('unreadable': the item stays unread, and staff read the file as always): the
 * same bytes would fail the same way again, and a retried record holds its lane of the stream, so
 * other physicians' readings would wait behind it. Any other failure (the table, the bucket) throws,
 * so the trigger retries it and, in AWS, sends it to the dead-letter queue in the end.
 */
export async function readUploadedContract(contract: UploadedContract, scanOptions: ScanOptions = {}): Promise<'read' | 'gone' | 'unreadable'> {
  if (!contract.file.startsWith(ownPrefix(contract))) throw new Error('The item names a file outside its owner’s prefix.');
  const bytes = await readObject(contract.file);
  if (!bytes) return 'gone';
  let reading: Awaited<ReturnType<typeof readContract>>;
  try {
    reading = await readContract(bytes, scanOptions);
  } catch {
    return 'unreadable';
  }
  const terms = { ...reading, terms: reading.terms.map(storedFinding), readAt: Date.now() };
  const saved =
    contract.kind === 'request'
      ? await saveContractTerms(contract.userId, contract.type, contract.timeStamp, terms)
      : await saveOfferTerms(contract.userId, contract.offerId, terms);
  return saved ? 'read' : 'gone';
}

/** The new request or added offer with a PDF a stream record announces, or undefined for any other change of the table. */
export function uploadedContractOf(record: DynamoDBRecord): UploadedContract | undefined {
  const item = insertedItem(record);
  if (!item || typeof item.userId !== 'string' || typeof item.file !== 'string') return undefined;
  if (item.kind === 'request') {
    const type = requestTypeSchema.safeParse(item.type);
    if (!type.success || typeof item.timeStamp !== 'number') return undefined;
    return { kind: 'request', userId: item.userId, type: type.data, timeStamp: item.timeStamp, file: item.file };
  }
  if (item.kind === 'offer' && Number.isSafeInteger(item.offerId)) {
    return { kind: 'offer', userId: item.userId, offerId: item.offerId as number, file: item.file };
  }
  return undefined;
}
