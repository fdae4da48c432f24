import { BatchGetCommand, GetCommand, PutCommand, TransactWriteCommand, UpdateCommand } from '@aws-sdk/lib-dynamodb';
import type { ComparisonAssumptions, OfferFigures, OfferRef, OfferSource } from '#shared/api/offers.ts';
import { documentClient, tableName } from './dynamo';
import { readAllWithPrefix } from './list-pages';
import type { StoredContractTerms } from './requests';
import { failedConditionsOf, ifConditionHolds, retryingConflicts, updateOf } from './table';
import * as keys from './table-keys';

/**
 * Compare offers (issue 30, decision 0028): the offers a physician adds only to compare them, their
 * own figures for any offer, the saved comparison and the added offers' counter, all items of the
 * physician's partition under COMPARE# (table-keys.ts), so one Query reads them and deleting the
 * account deletes them. Nothing here reads another user's partition: every key names the caller.
 */

/** An offer added on the Compare offers screen, started empty or from a checked PDF. */
export interface AddedOfferRecord {
  readonly userId: string;
  /** Its creation time in epoch ms, reserved once per user (reserveOfferId): its id, sort key and PDF's name. */
  readonly offerId: number;
  readonly name: string;
  readonly createdAt: number;
  /** The PDF's key, offers/<userId>/<offerId>.pdf; none for an offer started empty. */
  readonly file?: string;
  /** The uploaded file's own name. */
  readonly fileName?: string;
  readonly pages?: number;
  readonly size?: number;
  /** What the contract reader found in the PDF, once it has read it (the readContractTerms job). */
  readonly contractTerms?: StoredContractTerms;
}

/** The physician's own figures for one offer ("your figure"): never the reading, never staff's. */
export interface OfferFiguresRecord {
  readonly source: OfferSource;
  readonly offerId: number;
  readonly figures: OfferFigures;
  readonly savedAt: number;
  /** The physician's own name for the offer on the Compare offers screen (renameOffer), kept beside the figures. */
  readonly name?: string;
}

/** The comparison as last saved. */
export interface ComparisonRecord {
  readonly assumptions: ComparisonAssumptions;
  readonly selected: readonly OfferRef[];
  readonly savedAt: number;
}

/** Everything of one user's comparison: one Query of COMPARE#. */
export interface ComparisonItems {
  readonly offers: AddedOfferRecord[];
  readonly figures: OfferFiguresRecord[];
  readonly comparison?: ComparisonRecord;
}

/** The item an offer's figures belong to: the added offer, or the request. */
function offerKey(userId: string, source: OfferSource, offerId: number) {
  return source === 'added' ? keys.addedOffer(userId, offerId) : keys.request(userId, source, offerId);
}

function addedOfferOf(item: Record<string, unknown>): AddedOfferRecord {
  const { PK: _pk, SK: _sk, kind: _kind, ...record } = item;
  return record as unknown as AddedOfferRecord;
}

/**
 * Hands out the id of the user's next added offer, its creation time: `now`, or when an id at or after
 * `now` was handed out already (creates in the same millisecond), the next one after it, so an id and
 * its PDF's key are never used twice. Undefined when the user has `max` added offers already. The
 * limit is only read here (a create refused early touches no upload); putAddedOffer holds it.
 * At most two writes whatever the contention: the second is an atomic increment, which never fails
 * for another create's sake.
 */
export async function reserveOfferId(userId: string, now: number, max: number): Promise<number | undefined> {
  const underLimit = { condition: 'attribute_not_exists(#count) OR #count < :max', values: { ':max': max } };
  const update = (changes: Parameters<typeof updateOf>[0], options: Parameters<typeof updateOf>[1]) =>
    retryingConflicts(() =>
      documentClient.send(
        new UpdateCommand({ TableName: tableName, Key: keys.addedOfferCounter(userId), ...updateOf(changes, options), ReturnValues: 'UPDATED_NEW' }),
      ),
    );
  for (let attempt = 0; attempt < 3; attempt++) {
    // The usual case: no id at or after `now` yet.
    const atNow = await ifConditionHolds(
      update(
        { kind: 'offerCounter', lastOfferId: now },
        { ...underLimit, condition: `(attribute_not_exists(#lastOfferId) OR #lastOfferId < :lastOfferId) AND (${underLimit.condition})` },
      ),
    );
    if (atNow) return now;
    // Taken (or the limit is reached): the next id after the last one, atomically.
    const next = await ifConditionHolds(
      update({}, { add: { lastOfferId: 1 }, ...underLimit, condition: `attribute_exists(#lastOfferId) AND (${underLimit.condition})` }),
    );
    if (next) return Number(next.Attributes?.lastOfferId);
    const { Item } = await documentClient.send(new GetCommand({ TableName: tableName, Key: keys.addedOfferCounter(userId), ConsistentRead: true }));
    if (Number(Item?.count ?? 0) >= max) return undefined;
  }
  throw new Error('no offer id could be reserved');
}

/**
 * Writes a new added offer and counts it, in one transaction conditioned on the count being under
 * `max`: concurrent creates can never make it `max + 1`. 'full' (nothing written) when it is at `max`;
 * 'taken' when the id is already an offer's (reserveOfferId hands out each id once, so only a bug).
 */
export async function putAddedOffer(record: AddedOfferRecord, max: number): Promise<'added' | 'full' | 'taken'> {
  try {
    await retryingConflicts(() =>
      documentClient.send(
        new TransactWriteCommand({
          TransactItems: [
            {
              Put: {
                TableName: tableName,
                Item: { ...keys.addedOffer(record.userId, record.offerId), kind: 'offer', ...record },
                ConditionExpression: 'attribute_not_exists(PK)',
              },
            },
            {
              Update: {
                TableName: tableName,
                Key: keys.addedOfferCounter(record.userId),
                ...updateOf(
                  { kind: 'offerCounter' },
                  { add: { count: 1 }, condition: 'attribute_not_exists(#count) OR #count < :max', values: { ':max': max } },
                ),
              },
            },
          ],
        }),
      ),
    );
    return 'added';
  } catch (error) {
    const failed = failedConditionsOf(error);
    if (failed.includes(0)) return 'taken';
    if (failed.includes(1)) return 'full';
    throw error;
  }
}

export async function getAddedOffer(userId: string, offerId: number): Promise<AddedOfferRecord | undefined> {
  const { Item } = await documentClient.send(new GetCommand({ TableName: tableName, Key: keys.addedOffer(userId, offerId), ConsistentRead: true }));
  return Item ? addedOfferOf(Item) : undefined;
}

/**
 * Removes an added offer and the user's figures for it, and uncounts it, in one transaction; false
 * when there was no such offer (nothing changed).
 */
export async function deleteAddedOffer(userId: string, offerId: number): Promise<boolean> {
  const deleted = await ifConditionHolds(
    retryingConflicts(() =>
      documentClient.send(
        new TransactWriteCommand({
          TransactItems: [
            { Delete: { TableName: tableName, Key: keys.addedOffer(userId, offerId), ConditionExpression: 'attribute_exists(PK)' } },
            { Delete: { TableName: tableName, Key: keys.offerFigures(userId, 'added', offerId) } },
            { Update: { TableName: tableName, Key: keys.addedOfferCounter(userId), ...updateOf({}, { add: { count: -1 } }) } },
          ],
        }),
      ),
    ),
  );
  return deleted !== undefined;
}

/** Stores the reader's findings on an added offer; false when the offer is gone (removed meanwhile). */
export async function saveOfferTerms(userId: string, offerId: number, terms: StoredContractTerms): Promise<boolean> {
  const written = await ifConditionHolds(
    documentClient.send(
      new UpdateCommand({
        TableName: tableName,
        Key: keys.addedOffer(userId, offerId),
        ...updateOf({ contractTerms: terms }, { condition: 'attribute_exists(PK)' }),
      }),
    ),
  );
  return written !== undefined;
}

/**
 * Replaces the user's figures for one of their offers, only while that offer (the added offer or the
 * request) is there, in one transaction: no figures outlive their offer. False when it is not there.
 */
export async function putOfferFigures(userId: string, record: OfferFiguresRecord): Promise<boolean> {
  const written = await ifConditionHolds(
    retryingConflicts(() =>
      documentClient.send(
        new TransactWriteCommand({
          TransactItems: [
            {
              ConditionCheck: {
                TableName: tableName,
                Key: offerKey(userId, record.source, record.offerId),
                ConditionExpression: 'attribute_exists(PK)',
              },
            },
            // An update, not a put: the physician's name for the offer (putOfferName) is kept.
            {
              Update: {
                TableName: tableName,
                Key: keys.offerFigures(userId, record.source, record.offerId),
                ...updateOf({
                  kind: 'offerFigures',
                  source: record.source,
                  offerId: record.offerId,
                  figures: record.figures,
                  savedAt: record.savedAt,
                }),
              },
            },
          ],
        }),
      ),
    ),
  );
  return written !== undefined;
}

/**
 * Keeps the user's own name for one of their offers (issue 39) on the offer's figures item, only while
 * that offer (the added offer or the request) is there, in one transaction; the figures are kept.
 * False when the offer is not there (nothing written).
 */
export async function putOfferName(userId: string, source: OfferSource, offerId: number, name: string, now: number): Promise<boolean> {
  const written = await ifConditionHolds(
    retryingConflicts(() =>
      documentClient.send(
        new TransactWriteCommand({
          TransactItems: [
            { ConditionCheck: { TableName: tableName, Key: offerKey(userId, source, offerId), ConditionExpression: 'attribute_exists(PK)' } },
            {
              Update: {
                TableName: tableName,
                Key: keys.offerFigures(userId, source, offerId),
                ...updateOf({ kind: 'offerFigures', source, offerId, name, namedAt: now }),
              },
            },
          ],
        }),
      ),
    ),
  );
  return written !== undefined;
}

/** The user's figures for one offer, if they saved any. */
export async function getOfferFigures(userId: string, source: OfferSource, offerId: number): Promise<OfferFiguresRecord | undefined> {
  const { Item } = await documentClient.send(
    new GetCommand({ TableName: tableName, Key: keys.offerFigures(userId, source, offerId), ConsistentRead: true }),
  );
  if (!Item) return undefined;
  const { PK: _pk, SK: _sk, kind: _kind, ...record } = Item;
  return record as unknown as OfferFiguresRecord;
}

/** Which of `refs` name offers the user has (an added offer, or a request): one BatchGetItem of their keys. */
export async function existingOffers(userId: string, refs: readonly OfferRef[]): Promise<Set<string>> {
  const found = new Set<string>();
  // BatchGetItem refuses a key named twice.
  const unique = [...new Map(refs.map((ref) => [offerRefKey(ref), ref])).values()];
  let wanted = unique.map((ref) => offerKey(userId, ref.source, Number(ref.offerId))) as Record<string, unknown>[];
  for (let attempt = 0; wanted.length > 0; attempt++) {
    if (attempt > 0) await new Promise((resolve) => setTimeout(resolve, Math.min(1000, 50 * 2 ** attempt)));
    if (attempt > 8) throw new Error(`could not read ${wanted.length} offers after ${attempt} attempts`);
    const answer = await documentClient.send(
      new BatchGetCommand({ RequestItems: { [tableName]: { Keys: wanted, ProjectionExpression: 'PK, SK', ConsistentRead: true } } }),
    );
    for (const item of answer.Responses?.[tableName] ?? []) found.add(String(item.SK));
    wanted = answer.UnprocessedKeys?.[tableName]?.Keys ?? [];
  }
  return new Set(refs.filter((ref) => found.has(offerKey(userId, ref.source, Number(ref.offerId)).SK)).map(offerRefKey));
}

/** One offer's name in a set or map: `<source>#<offerId>`. */
export function offerRefKey(ref: { readonly source: OfferSource; readonly offerId: string | number }): string {
  return `${ref.source}#${Number(ref.offerId)}`;
}

/** Every object key the user's added offers name (`file`; an offer started empty has none): one Query, read consistently. */
export async function addedOfferFileKeys(userId: string): Promise<string[]> {
  const items = await readAllWithPrefix(keys.userPartition(userId), keys.addedOfferSortPrefix, { attributes: ['file'], consistentRead: true });
  return items.flatMap((item) => (typeof item.file === 'string' ? [item.file] : []));
}

/** Keeps the user's comparison (replacing the one saved before). */
export async function putComparison(userId: string, record: ComparisonRecord): Promise<void> {
  await documentClient.send(new PutCommand({ TableName: tableName, Item: { ...keys.comparison(userId), kind: 'comparison', ...record } }));
}

/** Every item of the user's comparison (added offers, figures, the saved comparison): one Query of their partition. */
export async function listComparisonItems(userId: string): Promise<ComparisonItems> {
  const offers: AddedOfferRecord[] = [];
  const figures: OfferFiguresRecord[] = [];
  let comparison: ComparisonRecord | undefined;
  for (const item of await readAllWithPrefix(keys.userPartition(userId), keys.comparisonSortPrefix)) {
    const sortKey = String(item.SK);
    if (sortKey.startsWith(keys.addedOfferSortPrefix)) offers.push(addedOfferOf(item));
    else if (sortKey.startsWith(keys.offerFiguresSortPrefix)) figures.push(item as unknown as OfferFiguresRecord);
    else if (sortKey === keys.comparison(userId).SK) comparison = item as unknown as ComparisonRecord;
  }
  return { offers, figures, ...(comparison ? { comparison } : {}) };
}
