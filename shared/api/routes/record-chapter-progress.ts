import * as z from 'zod/mini';
import '#shared/zod-locale.ts';
import { defineRoute } from '../route-definition';
import { chapterParamsSchema, courseProgressSchema } from '../course-schemas';

export const recordChapterProgress = defineRoute('recordChapterProgress', {
  method: 'PUT',
  path: '/me/chapters/{chapter}',
  area: 'course',
  access: 'physician',
  summary:
    'Records that the caller opened a chapter (chapters 2 to 13 join chaptersDone, once) and, with a position, where they are in it (completed at 95%).',
  params: chapterParamsSchema,
  body: z.strictObject({
    /** Seconds from the start; absent when the chapter is only opened. */
    position: z.optional(z.number().check(z.gte(0, 'The position must be 0 or more seconds.'))),
  }),
  response: courseProgressSchema,
  // USER: the account's chaptersDone set and the chapter's progress item, both in the caller's partition.
  needs: { table: { access: 'write', partitions: ['USER'] } },
});
