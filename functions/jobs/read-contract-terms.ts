import type { Context, DynamoDBBatchResponse, DynamoDBStreamEvent } from 'aws-lambda';
import { logger } from '../http/observability';
import { readRequestTerms, submittedRequestOf } from '../services/contract-terms';

/** Time kept after the last OCR page starts: a page (up to 5 s) and the record's update. */
const saveMarginMs = 15_000;

/**
 * New request items from the table's stream (AWS: an event source mapping filtered to inserts of
 * request items; embedded: infra/local polls DynamoDB Local's stream the same way). Each record is
 * read on its own; the failed ones are reported, so only they are retried. A scan's OCR stops with
 * time left to save what it read (saveMarginMs).
 */
export const handler = async (event: DynamoDBStreamEvent, context: Pick<Context, 'getRemainingTimeInMillis'>): Promise<DynamoDBBatchResponse> => {
  const deadline = Date.now() + context.getRemainingTimeInMillis() - saveMarginMs;
  const batchItemFailures: { itemIdentifier: string }[] = [];
  for (const record of event.Records) {
    const request = submittedRequestOf(record);
    if (!request) continue;
    try {
      const outcome = await readRequestTerms(request, { deadline });
      logger.info('Contract terms read', { outcome, type: request.type });
    } catch (error) {
      logger.error('Contract terms not read', { error: (error as Error).name, type: request.type });
      batchItemFailures.push({ itemIdentifier: record.dynamodb?.SequenceNumber ?? '' });
    }
  }
  return { batchItemFailures };
};
