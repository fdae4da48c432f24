import { UpdateCommand } from '@aws-sdk/lib-dynamodb';
import { chapterProgressSchema, type ChapterProgress } from '#shared/course/progress.ts';
import { documentClient, tableName } from './dynamo';
import { readAllWithPrefix } from './list-pages';
import { chapterProgressSortPrefix, updateOf } from './table';
import * as keys from './table-keys';

/**
 * Adds a chapter to the account's chaptersDone, a number set: ADD is atomic and idempotent, so
 * opening a chapter twice (or from two tabs at once) records it once.
 */
export async function addChapterDone(userId: string, chapter: number): Promise<void> {
  await documentClient.send(
    new UpdateCommand({
      TableName: tableName,
      Key: keys.account(userId),
      ...updateOf({}, { add: { chaptersDone: new Set([chapter]) }, condition: 'attribute_exists(PK)' }),
    }),
  );
}

/**
 * Saves where the user is in a chapter. `completed` is only ever set, never cleared: listening
 * again from the start keeps the mark.
 */
export async function saveChapterPosition(userId: string, chapter: number, position: number, completed: boolean): Promise<ChapterProgress> {
  const { Attributes } = await documentClient.send(
    new UpdateCommand({
      TableName: tableName,
      Key: keys.chapterProgress(userId, chapter),
      ...updateOf({ chapter, position, updatedAt: Date.now(), ...(completed ? { completed: true } : {}) }),
      ReturnValues: 'ALL_NEW',
    }),
  );
  return toProgress(Attributes ?? {});
}

/** Every chapter the user has a saved position in, by chapter. */
export async function listChapterPositions(userId: string): Promise<ChapterProgress[]> {
  const items = await readAllWithPrefix(keys.userPartition(userId), chapterProgressSortPrefix, { consistentRead: true });
  return items.map(toProgress);
}

function toProgress(item: Record<string, unknown>): ChapterProgress {
  return chapterProgressSchema.parse({ ...item, completed: item.completed === true });
}
