import { saveContractTerms } from '../adapters/requests';
import { insertedItem } from '../adapters/table-stream';
import { readObject } from '../adapters/uploads';
import type { DynamoDBRecord } from 'aws-lambda';
import { requestTypeSchema } from '#shared/api/requests.ts';
import type { RequestType } from '#shared/constants/request-types.ts';
import { readContract } from './contract-reader';
import type { ScanOptions } from './contract-ocr';

export interface SubmittedRequest {
  readonly userId: string;
  readonly type: RequestType;
  readonly timeStamp: number;
  readonly file: string;
}

/**
 * Reads a newly submitted request's PDF and keeps what the reader found on its record. A request
 * withdrawn meanwhile (record or file gone) is skipped; any other failure throws, so the trigger
 * retries it and, in AWS, sends it to the dead-letter queue in the end.
 */
export async function readRequestTerms(request: SubmittedRequest, scanOptions: ScanOptions = {}): Promise<'read' | 'gone'> {
  // Only the owner's own prefix: the key comes from the record, which the API wrote.
  if (!request.file.startsWith(`requests/${request.userId}/`)) throw new Error('The request names a file outside its owner’s prefix.');
  const bytes = await readObject(request.file);
  if (!bytes) return 'gone';
  const reading = await readContract(bytes, scanOptions);
  const saved = await saveContractTerms(request.userId, request.type, request.timeStamp, { ...reading, readAt: Date.now() });
  return saved ? 'read' : 'gone';
}

/** The new request a stream record announces, or undefined for any other change of the table. */
export function submittedRequestOf(record: DynamoDBRecord): SubmittedRequest | undefined {
  const item = insertedItem(record);
  if (!item || item.kind !== 'request') return undefined;
  const type = requestTypeSchema.safeParse(item.type);
  if (!type.success || typeof item.userId !== 'string' || typeof item.timeStamp !== 'number' || typeof item.file !== 'string') return undefined;
  return { userId: item.userId, type: type.data, timeStamp: item.timeStamp, file: item.file };
}
