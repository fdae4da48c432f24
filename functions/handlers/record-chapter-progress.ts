import { recordChapterProgress } from '#shared/api/routes/record-chapter-progress.ts';
import { route } from '../http/route';
import { recordProgress } from '../services/course-progress';

export const handler = route(recordChapterProgress, async ({ record, params, body }) => recordProgress(record, params.chapter, body.position));
