import { getRequest, saveContractTerms, type RequestRecord } from '../adapters/requests';
import { confirmedFindings } from '#shared/contract-terms/review.ts';
import type { RequestTerms } from '#shared/api/requests.ts';
import { notFound } from '../http/errors';
import { insertedItem } from '../adapters/table-stream';
import { readObject } from '../adapters/uploads';
import type { DynamoDBRecord } from 'aws-lambda';
import { requestTypeSchema } from '#shared/api/requests.ts';
import type { RequestType } from '#shared/constants/request-types.ts';
import { readContract } from './contract-reader';

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
export async function readRequestTerms(request: SubmittedRequest): Promise<'read' | 'gone'> {
  // Only the owner's own prefix: the key comes from the record, which the API wrote.
  if (!request.file.startsWith(`requests/${request.userId}/`)) throw new Error('The request names a file outside its owner’s prefix.');
  const bytes = await readObject(request.file);
  if (!bytes) return 'gone';
  const reading = await readContract(bytes);
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

/** What the reader found in the caller's own request; anyone else's (or an unknown id) is 404. */
export async function myRequestTerms(userId: string, type: RequestType, requestId: string): Promise<RequestTerms> {
  const record = await getRequest(userId, type, Number(requestId));
  if (!record) throw notFound('Request not found.');
  return requestTermsOf(record);
}

/**
 * A request's terms as its pages show them: once staff delivered the review, the terms they settled
 * (confirmed); before, the reader's findings (an automatic reading), or pending, or a scan.
 */
export function requestTermsOf(record: RequestRecord): RequestTerms {
  const read = record.contractTerms;
  const state = !read ? 'pending' : read.textLayer ? 'read' : 'scan';
  const pages = read ? { pages: read.pages } : {};
  if (record.termReview) return { state, ...pages, terms: confirmedFindings(record.termReview), confirmed: true };
  return { state, ...pages, terms: read ? [...read.terms] : [], confirmed: false };
}
