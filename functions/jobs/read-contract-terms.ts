import type { DynamoDBBatchResponse, DynamoDBStreamEvent } from 'aws-lambda';
import { logger } from '../http/observability';
import { readRequestTerms, submittedRequestOf } from '../services/contract-terms';

/**
 * New request items from the table's stream (AWS: an event source mapping filtered to inserts of
 * request items; embedded: infra/local polls DynamoDB Local's stream the same way). Each record is
 * read on its own; the failed ones are reported, so only they are retried.
 */
export const handler = async (event: DynamoDBStreamEvent): Promise<DynamoDBBatchResponse> => {
  const batchItemFailures: { itemIdentifier: string }[] = [];
  for (const record of event.Records) {
    const request = submittedRequestOf(record);
    if (!request) continue;
    try {
      const outcome = await readRequestTerms(request);
      logger.info('Contract terms read', { outcome, type: request.type });
    } catch (error) {
      logger.error('Contract terms not read', { error: (error as Error).name, type: request.type });
      batchItemFailures.push({ itemIdentifier: record.dynamodb?.SequenceNumber ?? '' });
    }
  }
  return { batchItemFailures };
};
