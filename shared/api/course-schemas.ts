import * as z from 'zod/mini';
import '../zod-locale';
import { chapterNumberSchema } from '../constants/chapter-number';
import { publicChapterNumber, type ChapterNumber } from '../constants/chapters';
import { chapterProgressSchema } from '../course/progress';
import type { TranscriptCue } from '../course/transcript';

/** A transcript cue as the API sends it (shared/course/transcript.ts reads and writes the files; the browser's player needs no zod). */
export const transcriptCueSchema = z.object({
  /** Seconds from the start of the chapter. */
  start: z.number().check(z.gte(0)),
  end: z.number().check(z.gte(0)),
  text: z.string(),
}) satisfies z.ZodMiniType<TranscriptCue>;

/** Schemas the course routes share. */

/** `{chapter}` in a path: a chapter number from 1 to 13 (path parameters arrive as strings). */
const chapterInPath = z.pipe(
  z.string().check(z.regex(/^\d{1,2}$/, 'Choose a chapter from 1 to 13.')),
  z.pipe(
    z.transform((value: string) => Number(value)),
    chapterNumberSchema,
  ),
);

export const chapterParamsSchema = z.object({ chapter: chapterInPath });

/** A members-only chapter (2 to 13): chapter 1 is public and needs no link. */
export const membersChapterParamsSchema = z.object({
  chapter: chapterInPath.check(z.refine((n: ChapterNumber) => n !== publicChapterNumber, 'Chapter 1 is public: play it from its public address.')),
});

/** A short-lived link to a members-only chapter, and its transcript. */
export const chapterLinkSchema = z.object({
  chapter: chapterNumberSchema,
  /** Presigned GET of the chapter's mp3 (HTTP Range works on it, so the player can seek). */
  url: z.string(),
  /** Epoch milliseconds after which the link no longer works (ask for a new one). */
  expiresAt: z.number().check(z.int()),
  transcript: z.array(transcriptCueSchema),
});
export type ChapterLink = z.infer<typeof chapterLinkSchema>;

/** The caller's course progress: chapters opened (spec's chaptersDone) and where they are in each. */
export const courseProgressSchema = z.object({
  chaptersDone: z.array(z.number().check(z.int())),
  chapters: z.array(chapterProgressSchema),
});
export type CourseProgress = z.infer<typeof courseProgressSchema>;
