import * as z from 'zod/mini';
import '../zod-locale';
import { chapterCount, isChapterNumber, type ChapterNumber } from './chapters';

/**
 * A chapter number in a request or a link. Its own module: chapters.ts stays free of zod, so the
 * pages that only show chapter facts (the navigation's permissions) download no validation code.
 * The refine only narrows the output type to ChapterNumber (zod/mini's check cannot, hence the
 * cast); the range checks give the error messages.
 */
export const chapterNumberSchema = /* @__PURE__ */ z.int().check(z.gte(1), z.lte(chapterCount), z.refine(isChapterNumber)) as z.ZodMiniType<
  ChapterNumber,
  number
>;
