import * as z from 'zod/mini';
import '../zod-locale';
import { chapterNumberSchema } from '../constants/chapter-number';
import type { ChapterNumber } from '../constants/chapters';
import { chapterDurations } from './durations';

/** A chapter counts as completed once this share of it has been heard (the player's mark). */
export const completionShare = 0.95;

/** The length of a chapter's spoken track in seconds (measured when the media were made). */
export function chapterDuration(n: ChapterNumber): number {
  return chapterDurations[n];
}

/** Whether a position (seconds) inside chapter `n` completes it. */
export function completesChapter(n: ChapterNumber, position: number): boolean {
  return position >= completionShare * chapterDuration(n);
}

/** Where the listener is in one chapter, as the server keeps it. */
export const chapterProgressSchema = z.object({
  chapter: chapterNumberSchema,
  /** Seconds from the start. */
  position: z.number().check(z.gte(0)),
  /** Once 95% has been heard; never unset by a later, earlier position. */
  completed: z.boolean(),
  /** Epoch milliseconds of the last save. */
  updatedAt: z.number().check(z.int()),
});
export type ChapterProgress = z.infer<typeof chapterProgressSchema>;
