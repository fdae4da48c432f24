import { DeleteCommand, GetCommand, PutCommand, QueryCommand, UpdateCommand } from '@aws-sdk/lib-dynamodb';
import type { ContractReading } from '#shared/contract-terms/terms.ts';
import type { RequestStatus, RequestType } from '#shared/constants/request-types.ts';
import { documentClient, tableName } from './dynamo';
import { ifConditionHolds, keys } from './table';

/**
 * Compensation consultations and contract reviews (spec §3), one item each in the owner's partition
 * `USER#<userId>` (so deleting the account deletes them), listed for the staff by type in GSI1 and
 * by type and reviewed state in GSI2, newest first, with what the staff's tables show copied in,
 * so no list reads a user's partition.
 */
export interface RequestRecord {
  readonly userId: string;
  readonly type: RequestType;
  /** Submission time (epoch ms): the request's id, its sort key and its file's name. */
  readonly timeStamp: number;
  /** The PDF's key: requests/<userId>/<type>/<timeStamp>.pdf. */
  readonly file: string;
  readonly pages: number;
  readonly size: number;
  /** Who asked: the review form's fields, or the account's for a consultation (the staff tables show them). */
  readonly firstName: string;
  readonly lastName: string;
  readonly email: string;
  readonly phone: string;
  readonly practiceState?: string;
  readonly practiceType: string;
  readonly resident: boolean;
  readonly years?: string;
  readonly speciality: string;
  /** The consultation's notes (spec: otherData). */
  readonly otherData?: string;
  /** The review's comments. */
  readonly comments?: string;
  /** The terms were accepted (spec: agreed); the review's form also covers privacy (spec: privacy). */
  readonly agreed: true;
  readonly privacy?: true;
  readonly reviewed: boolean;
  /** The staff's review PDF (requests/<userId>/<type>/<timeStamp>.review.pdf) once delivered (issue 15). */
  readonly reviewLink?: string;
  readonly status: RequestStatus;
  readonly submittedAt: number;
  readonly inReviewAt?: number;
  readonly reviewedAt?: number;
  /** What the contract reader found in the PDF (issue 17), once it has read it. */
  readonly contractTerms?: StoredContractTerms;
}

/** The reader's findings, kept on the request record (decision 0022). */
export interface StoredContractTerms extends ContractReading {
  readonly readAt: number;
}

function itemOf(record: RequestRecord) {
  return {
    ...keys.request(record.userId, record.type, record.timeStamp),
    ...keys.requestList(record.type, record.timeStamp),
    ...keys.requestStateList(record.type, record.reviewed, record.timeStamp),
    kind: 'request',
    ...record,
  };
}

function recordOf(item: Record<string, unknown>): RequestRecord {
  const { PK: _pk, SK: _sk, GSI1PK: _g1, GSI1SK: _g1s, GSI2PK: _g2, GSI2SK: _g2s, kind: _kind, ...record } = item;
  return record as unknown as RequestRecord;
}

/** Writes a new request; false when one of the owner's requests of that type already has this timestamp. */
export async function putRequest(record: RequestRecord): Promise<boolean> {
  const written = await ifConditionHolds(
    documentClient.send(new PutCommand({ TableName: tableName, Item: itemOf(record), ConditionExpression: 'attribute_not_exists(PK)' })),
  );
  return written !== undefined;
}

/** The owner's requests of one type, newest first: one Query of the owner's partition. */
export async function listRequests(userId: string, type: RequestType): Promise<RequestRecord[]> {
  const records: RequestRecord[] = [];
  let startKey: Record<string, unknown> | undefined;
  do {
    const page = await documentClient.send(
      new QueryCommand({
        TableName: tableName,
        KeyConditionExpression: 'PK = :pk AND begins_with(SK, :prefix)',
        ExpressionAttributeValues: { ':pk': keys.userPartition(userId), ':prefix': keys.requestSortPrefix(type) },
        ScanIndexForward: false,
        ...(startKey ? { ExclusiveStartKey: startKey } : {}),
      }),
    );
    records.push(...(page.Items ?? []).map(recordOf));
    startKey = page.LastEvaluatedKey;
  } while (startKey);
  return records;
}

/** One of the owner's requests, or undefined: nobody else's partition is ever read. */
export async function getRequest(userId: string, type: RequestType, timeStamp: number): Promise<RequestRecord | undefined> {
  const { Item } = await documentClient.send(
    new GetCommand({ TableName: tableName, Key: keys.request(userId, type, timeStamp), ConsistentRead: true }),
  );
  return Item ? recordOf(Item) : undefined;
}

/** Deletes a request only while it is not reviewed; the deleted record, or undefined when it was reviewed or gone. */
export async function deleteUnreviewedRequest(userId: string, type: RequestType, timeStamp: number): Promise<RequestRecord | undefined> {
  const output = await ifConditionHolds(
    documentClient.send(
      new DeleteCommand({
        TableName: tableName,
        Key: keys.request(userId, type, timeStamp),
        ConditionExpression: 'attribute_exists(PK) AND reviewed = :false',
        ExpressionAttributeValues: { ':false': false },
        ReturnValues: 'ALL_OLD',
      }),
    ),
  );
  return output?.Attributes ? recordOf(output.Attributes) : undefined;
}

/** Stores the reader's findings on a request; false when the request is gone (withdrawn meanwhile). */
export async function saveContractTerms(userId: string, type: RequestType, timeStamp: number, terms: StoredContractTerms): Promise<boolean> {
  const written = await ifConditionHolds(
    documentClient.send(
      new UpdateCommand({
        TableName: tableName,
        Key: keys.request(userId, type, timeStamp),
        UpdateExpression: 'SET contractTerms = :terms',
        ConditionExpression: 'attribute_exists(PK)',
        ExpressionAttributeValues: { ':terms': terms },
      }),
    ),
  );
  return written !== undefined;
}
