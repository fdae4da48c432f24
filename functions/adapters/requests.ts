import { GetCommand, PutCommand, QueryCommand, TransactWriteCommand, UpdateCommand } from '@aws-sdk/lib-dynamodb';
import type { ContractReading } from '#shared/contract-terms/terms.ts';
import type { TermDecision, TermReview } from '#shared/contract-terms/review.ts';
import type { RequestFilter } from '#shared/api/staff-requests.ts';
import { listIndexName, stateListIndexName } from '#shared/api/table-partitions.ts';
import { requestTypes, type RequestStatus, type RequestType } from '#shared/constants/request-types.ts';
import { documentClient, tableName } from './dynamo';
import { readAllWithPrefix } from './list-pages';
import { ifConditionHolds, updateOf } from './table';
import * as keys from './table-keys';

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
  /** The PDF's key: requests/<userId>/<type>/<timeStamp>.pdf, byte for byte what the physician sent (their own download). */
  readonly file: string;
  /**
   * The copy staff download and the desk renders (issue 36, decision 0030): rebuilt from an
   * allow-list, no action of any kind; requests/<userId>/<type>/<timeStamp>.staff.pdf. Requests
   * submitted before it have none (staff then get \`file\`).
   */
  readonly staffFile?: string;
  /** The uploaded file's own name (issue 29; requests submitted before it have none). */
  readonly fileName?: string;
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
  /** The staff's review PDF (staff/<staffId>/feedbacks/<file>) once delivered (issue 15). */
  readonly reviewLink?: string;
  /** Who delivered the review. */
  readonly reviewedBy?: string;
  readonly status: RequestStatus;
  readonly submittedAt: number;
  readonly inReviewAt?: number;
  readonly reviewedAt?: number;
  /** What the contract reader found in the PDF (issue 17), once it has read it. */
  readonly contractTerms?: StoredContractTerms;
  /** Staff's decision on each term (reader's value against theirs), written with the review (issue 17). */
  readonly termReview?: TermReview;
  /** Staff's decisions so far (issue 29), until the review is delivered (which removes it). */
  readonly termDraft?: StoredTermDraft;
}

/** A draft of staff's decisions, as kept on the request: who changed it last (id and name), when. */
export interface StoredTermDraft {
  readonly by: string;
  readonly byName: string;
  readonly at: number;
  readonly terms: readonly TermDecision[];
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

/** The counter update of one request type: `total` and `reviewed` moved by the amounts given. */
function counterUpdate(type: RequestType, add: { total?: number; reviewed?: number }) {
  const amounts = Object.fromEntries(Object.entries(add).filter(([, amount]) => amount !== 0)) as Record<string, number>;
  return { Update: { TableName: tableName, Key: keys.requestCounter(type), ...updateOf({ kind: 'counter' }, { add: amounts }) } };
}

/**
 * Writes a new request and counts it, in one transaction; false when one of the owner's requests of
 * that type already has this timestamp (nothing written, nothing counted).
 */
export async function putRequest(record: RequestRecord): Promise<boolean> {
  const written = await ifConditionHolds(
    documentClient.send(
      new TransactWriteCommand({
        TransactItems: [
          { Put: { TableName: tableName, Item: itemOf(record), ConditionExpression: 'attribute_not_exists(PK)' } },
          counterUpdate(record.type, { total: 1 }),
        ],
      }),
    ),
  );
  return written !== undefined;
}

/** The owner's requests of one type, newest first: one Query of the owner's partition. */
export async function listRequests(userId: string, type: RequestType): Promise<RequestRecord[]> {
  const items = await readAllWithPrefix(keys.userPartition(userId), keys.requestSortPrefix(type), { newestFirst: true });
  return items.map(recordOf);
}

/** What the Compare offers screen shows of a request (issue 30): its reading, its name and when it came. */
export type RequestToCompare = Pick<RequestRecord, 'type' | 'timeStamp' | 'fileName' | 'contractTerms' | 'termReview'>;

/**
 * The owner's requests of both types, newest first, with only what the Compare offers screen shows:
 * one Query of the owner's partition (REQUEST#, which no other item's sort key starts with).
 */
export async function listRequestsToCompare(userId: string): Promise<RequestToCompare[]> {
  const attributes = ['type', 'timeStamp', 'fileName', 'contractTerms', 'termReview'] as const;
  const items = await readAllWithPrefix(keys.userPartition(userId), keys.requestsSortPrefix, { newestFirst: true, attributes });
  // Only items this code wrote as requests (a type and an id): anything else under REQUEST# is not one.
  return (items as unknown as RequestToCompare[]).filter(
    (item) => (requestTypes as readonly unknown[]).includes(item.type) && Number.isSafeInteger(item.timeStamp),
  );
}

/**
 * Every object key the owner's requests name: each one's PDF (`file`), the copy staff open
 * (`staffFile`, decision 0030) and, once reviewed, its review (`reviewLink`). One Query of the owner's partition (REQUEST#), read consistently.
 */
export async function requestFileKeys(userId: string): Promise<string[]> {
  const items = await readAllWithPrefix(keys.userPartition(userId), keys.requestsSortPrefix, {
    attributes: ['file', 'staffFile', 'reviewLink'],
    consistentRead: true,
  });
  return items.flatMap((item) => [item.file, item.staffFile, item.reviewLink].filter((key): key is string => typeof key === 'string'));
}

/** One of the owner's requests, or undefined: nobody else's partition is ever read. */
export async function getRequest(userId: string, type: RequestType, timeStamp: number): Promise<RequestRecord | undefined> {
  const { Item } = await documentClient.send(
    new GetCommand({ TableName: tableName, Key: keys.request(userId, type, timeStamp), ConsistentRead: true }),
  );
  return Item ? recordOf(Item) : undefined;
}

/**
 * Deletes a request only while it is not reviewed, and uncounts it in the same transaction; the
 * deleted record, or undefined when it was reviewed or gone (nothing deleted, nothing uncounted).
 */
export async function deleteUnreviewedRequest(userId: string, type: RequestType, timeStamp: number): Promise<RequestRecord | undefined> {
  const record = await getRequest(userId, type, timeStamp);
  if (!record || record.reviewed) return undefined;
  const deleted = await ifConditionHolds(
    documentClient.send(
      new TransactWriteCommand({
        TransactItems: [
          {
            Delete: {
              TableName: tableName,
              Key: keys.request(userId, type, timeStamp),
              ConditionExpression: 'attribute_exists(PK) AND reviewed = :false',
              ExpressionAttributeValues: { ':false': false },
            },
          },
          counterUpdate(type, { total: -1 }),
          // The physician's own figures for it on the Compare offers screen (issue 30) go with it.
          { Delete: { TableName: tableName, Key: keys.offerFigures(userId, type, timeStamp) } },
        ],
      }),
    ),
  );
  return deleted ? record : undefined;
}

/**
 * Deletes a request whatever its state (account deletion), uncounting it as it was, in one
 * transaction conditioned on that state; false when it changed or went meanwhile (read it again).
 */
export async function deleteRequestCounted(record: RequestRecord): Promise<boolean> {
  const deleted = await ifConditionHolds(
    documentClient.send(
      new TransactWriteCommand({
        TransactItems: [
          {
            Delete: {
              TableName: tableName,
              Key: keys.request(record.userId, record.type, record.timeStamp),
              ConditionExpression: 'attribute_exists(PK) AND reviewed = :reviewed',
              ExpressionAttributeValues: { ':reviewed': record.reviewed },
            },
          },
          counterUpdate(record.type, { total: -1, reviewed: record.reviewed ? -1 : 0 }),
          // The physician's own figures for it (issue 30).
          { Delete: { TableName: tableName, Key: keys.offerFigures(record.userId, record.type, record.timeStamp) } },
          // The reviewer's feedback entry names this request (and its owner): it goes with it.
          ...(record.reviewedBy
            ? [{ Delete: { TableName: tableName, Key: keys.feedbackEntry(record.reviewedBy, record.userId, record.type, record.timeStamp) } }]
            : []),
        ],
      }),
    ),
  );
  return deleted !== undefined;
}

/** Moves a submitted request to In review (staff opened it); a request already further on stays as it is. */
export async function markInReview(userId: string, type: RequestType, timeStamp: number, at: number): Promise<void> {
  await ifConditionHolds(
    documentClient.send(
      new UpdateCommand({
        TableName: tableName,
        Key: keys.request(userId, type, timeStamp),
        ...updateOf(
          { status: 'inReview', inReviewAt: at },
          { condition: 'attribute_exists(PK) AND #status = :submitted', values: { ':submitted': 'submitted' } },
        ),
      }),
    ),
  );
}

/**
 * Delivers a review in one transaction: the request becomes reviewed (its review link, the time,
 * status reviewed, moved to the reviewed list of GSI2, staff's decision on each contract term), the
 * counter counts it, and the staff member's feedback entry (spec §3) is written. False, with nothing written, when the request is gone or
 * already reviewed (by anyone).
 */
export async function deliverReview(
  record: RequestRecord,
  staffId: string,
  reviewLink: string,
  at: number,
  termReview: TermReview,
): Promise<boolean> {
  const { userId, type, timeStamp } = record;
  const written = await ifConditionHolds(
    documentClient.send(
      new TransactWriteCommand({
        TransactItems: [
          {
            Update: {
              TableName: tableName,
              Key: keys.request(userId, type, timeStamp),
              ...updateOf(
                {
                  reviewed: true,
                  reviewLink,
                  reviewedBy: staffId,
                  reviewedAt: at,
                  status: 'reviewed',
                  // Opened without the modal (a direct call): the step is dated all the same.
                  inReviewAt: record.inReviewAt ?? at,
                  termReview,
                  // The draft became the review.
                  termDraft: null,
                  ...keys.requestStateList(type, true, timeStamp),
                },
                { condition: 'attribute_exists(PK) AND #reviewed = :false', values: { ':false': false } },
              ),
            },
          },
          counterUpdate(type, { reviewed: 1 }),
          {
            Put: {
              TableName: tableName,
              Item: {
                ...keys.feedbackEntry(staffId, userId, type, timeStamp),
                kind: 'feedback',
                requestId: String(timeStamp),
                userId,
                type,
                reviewLink,
                timeStamp: at,
              },
            },
          },
        ],
      }),
    ),
  );
  return written !== undefined;
}

/** The totals of one request type's tables (spec §2 "Showing N results"), from its counter. */
export async function requestCounts(type: RequestType): Promise<{ total: number; reviewed: number }> {
  const { Item } = await documentClient.send(new GetCommand({ TableName: tableName, Key: keys.requestCounter(type), ConsistentRead: true }));
  return { total: Number(Item?.total ?? 0), reviewed: Number(Item?.reviewed ?? 0) };
}

/** How many rows a staff table's page holds. */
export const requestPageSize = 25;

/** Where a page ends, as an opaque string: the list's own key, nothing else (checked when read back). */
function encodeCursor(key: Record<string, unknown>, indexSortKey: string): string {
  return Buffer.from(JSON.stringify([key.PK, key.SK, key[indexSortKey]])).toString('base64url');
}

function decodeCursor(cursor: string, type: RequestType, indexKeys: { pk: string; sk: string; value: string }): Record<string, string> | undefined {
  try {
    const [PK, SK, indexSK] = JSON.parse(Buffer.from(cursor, 'base64url').toString()) as unknown[];
    if (typeof PK !== 'string' || !/^USER#[A-Za-z0-9-]{1,64}$/.test(PK)) return undefined;
    if (typeof indexSK !== 'string' || !/^\d{15}$/.test(indexSK) || SK !== `${keys.requestSortPrefix(type)}${indexSK}`) return undefined;
    return { PK, SK, [indexKeys.pk]: indexKeys.value, [indexKeys.sk]: indexSK };
  } catch {
    return undefined;
  }
}

/**
 * A page of one staff table, newest upload first: one Query of GSI1 (`REQUESTS#<type>`, All) or GSI2
 * (`REQUESTS#<type>#reviewed|unreviewed`), never a read of any user's partition. Undefined when the
 * cursor is not one this list gave.
 */
export async function listRequestPage(
  type: RequestType,
  filter: RequestFilter,
  cursor?: string,
  limit = requestPageSize,
): Promise<{ records: RequestRecord[]; cursor?: string } | undefined> {
  const index =
    filter === 'all'
      ? { name: listIndexName, pk: 'GSI1PK', sk: 'GSI1SK', value: keys.requestListPartition(type) }
      : { name: stateListIndexName, pk: 'GSI2PK', sk: 'GSI2SK', value: keys.requestStateListPartition(type, filter === 'reviewed') };
  const startKey = cursor === undefined ? undefined : decodeCursor(cursor, type, index);
  if (cursor !== undefined && !startKey) return undefined;
  const page = await documentClient.send(
    new QueryCommand({
      TableName: tableName,
      IndexName: index.name,
      KeyConditionExpression: `${index.pk} = :list`,
      ExpressionAttributeValues: { ':list': index.value },
      ScanIndexForward: false,
      Limit: limit,
      ...(startKey ? { ExclusiveStartKey: startKey } : {}),
    }),
  );
  const records = (page.Items ?? []).map(recordOf);
  return page.LastEvaluatedKey ? { records, cursor: encodeCursor(page.LastEvaluatedKey, index.sk) } : { records };
}

/** One staff download of a request's file, as recorded in the physician's partition. */
export interface RequestAccessRecord {
  readonly staffId: string;
  readonly staffName: string;
  readonly file: 'upload' | 'review';
  readonly at: number;
}

/**
 * Records a staff member's opening of one of the request's files, once per sign-in session (issue 37:
 * the desk asks for the PDF's link at every load). The key holds the session's start (`sessionStart`,
 * epoch ms: the token's auth_time, which a refresh keeps), not the moment, and the put is conditioned on
 * a new key, so the first opening of the session, with its time, is the one kept. True when this call
 * recorded it, false when the session had opened the file already.
 */
export async function putRequestAccess(record: RequestRecord, access: RequestAccessRecord, sessionStart: number): Promise<boolean> {
  const written = await ifConditionHolds(
    documentClient.send(
      new PutCommand({
        TableName: tableName,
        Item: {
          ...keys.requestSessionAccess(record.userId, record.type, record.timeStamp, sessionStart, access.staffId, access.file),
          kind: 'requestAccess',
          ...access,
        },
        ConditionExpression: 'attribute_not_exists(PK)',
      }),
    ),
  );
  return written !== undefined;
}

/** The recorded downloads of one request (timeStamp) or of every request of a type, newest first, by request id. */
export async function listRequestAccesses(userId: string, type: RequestType, timeStamp?: number): Promise<Map<number, RequestAccessRecord[]>> {
  const byRequest = new Map<number, RequestAccessRecord[]>();
  const items = await readAllWithPrefix(keys.userPartition(userId), keys.requestAccessPrefix(type, timeStamp), { newestFirst: true });
  for (const item of items) {
    const requestTime = Number(String(item.SK).split('#')[2]);
    const { staffId, staffName, file, at } = item as unknown as RequestAccessRecord;
    byRequest.set(requestTime, [...(byRequest.get(requestTime) ?? []), { staffId, staffName, file, at }]);
  }
  // Keyed by session start (and, before issue 37, by moment): newest opening first, whichever key it has.
  for (const list of byRequest.values()) list.sort((a, b) => b.at - a.at);
  return byRequest;
}

/**
 * Keeps staff's decisions so far on a request that is not reviewed; false, with nothing written,
 * when it is gone or already reviewed.
 */
export async function saveTermDraft(userId: string, type: RequestType, timeStamp: number, draft: StoredTermDraft): Promise<boolean> {
  const written = await ifConditionHolds(
    documentClient.send(
      new UpdateCommand({
        TableName: tableName,
        Key: keys.request(userId, type, timeStamp),
        ...updateOf({ termDraft: draft }, { condition: 'attribute_exists(PK) AND #reviewed = :false', values: { ':false': false } }),
      }),
    ),
  );
  return written !== undefined;
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
