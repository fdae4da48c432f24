import type { Context, DynamoDBBatchResponse, DynamoDBStreamEvent } from 'aws-lambda';
import { logger } from '../http/observability';
import { readerSaveMarginMs } from '../services/contract-reader';
import { readUploadedContract, uploadedContractOf } from '../services/contract-terms';

/**
 * New request items, and added offers naming a PDF, from the table's stream (AWS: an event source
 * mapping filtered to their inserts; embedded: infra/local polls DynamoDB Local's stream the same way). Each record is
 * read on its own; the failed ones are reported, so only they are retried. A scan's OCR stops with
 * time left to save what it read (readerSaveMarginMs).
 */
export const handler = async (event: DynamoDBStreamEvent, context: Pick<Context, 'getRemainingTimeInMillis'>): Promise<DynamoDBBatchResponse> => {
  const deadline = Date.now() + context.getRemainingTimeInMillis() - readerSaveMarginMs;
  const batchItemFailures: { itemIdentifier: string }[] = [];
  for (const record of event.Records) {
    const contract = uploadedContractOf(record);
    if (!contract) continue;
    const kind = contract.kind === 'request' ? contract.type : 'offer';
    try {
      const outcome = await readUploadedContract(contract, { deadline });
      logger.info('Contract terms read', { outcome, type: kind });
    } catch (error) {
      logger.error('Contract terms not read', { error: (error as Error).name, type: kind });
      batchItemFailures.push({ itemIdentifier: record.dynamodb?.SequenceNumber ?? '' });
    }
  }
  return { batchItemFailures };
};
