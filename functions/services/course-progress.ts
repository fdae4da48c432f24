import { publicChapterNumber, type ChapterNumber } from '#shared/constants/chapters.ts';
import type { CourseProgress } from '#shared/api/course-schemas.ts';
import { chapterDuration, completesChapter } from '#shared/course/progress.ts';
import type { AccountRecord } from '../adapters/accounts';
import { addChapterDone, listChapterPositions, saveChapterPosition } from '../adapters/chapter-progress';
import { badRequest } from '../http/errors';

/** The listener's course progress: chapters opened (chaptersDone) and where they are in each. */

// A player may report a position a little past the measured end (decoder padding, rounding).
const endTolerance = 5;

/**
 * Records that the caller opened `chapter` and, with `position`, where they are in it. Chapters 2
 * to 13 join chaptersDone (spec §4; chapter 1 is everyone's and is not counted); the record the
 * factory loaded tells whether it is there already, so an opened chapter costs no second write.
 */
export async function recordProgress(record: AccountRecord, chapter: ChapterNumber, position: number | undefined): Promise<CourseProgress> {
  const { userId } = record.account;
  if (position !== undefined && position > chapterDuration(chapter) + endTolerance) {
    throw badRequest(`The position is past the end of chapter ${chapter}.`, { position: `At most ${Math.ceil(chapterDuration(chapter))} seconds.` });
  }
  let chaptersDone = record.account.chaptersDone;
  if (chapter !== publicChapterNumber && !chaptersDone.includes(chapter)) {
    await addChapterDone(userId, chapter);
    chaptersDone = [...chaptersDone, chapter].sort((a, b) => a - b);
  }
  if (position !== undefined) await saveChapterPosition(userId, chapter, position, completesChapter(chapter, position));
  return { chaptersDone, chapters: await listChapterPositions(userId) };
}

export async function courseProgress(record: AccountRecord): Promise<CourseProgress> {
  return { chaptersDone: record.account.chaptersDone, chapters: await listChapterPositions(record.account.userId) };
}
