import * as z from 'zod/mini';
import '../zod-locale';
import { chapterNumberSchema } from '../constants/chapter-number';

// The completion rule lives in ./completion (no zod: the player in the browser needs only it).
export { chapterDuration, completesChapter, completionShare } from './completion';

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
