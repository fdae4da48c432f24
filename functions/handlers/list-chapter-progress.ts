import { listChapterProgress } from '#shared/api/routes/list-chapter-progress.ts';
import { route } from '../http/route';
import { courseProgress } from '../services/course-progress';

export const handler = route(listChapterProgress, async ({ record }) => courseProgress(record));
