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
