import { defineRoute } from '../route-definition';
import { courseProgressSchema } from '../course-schemas';

export const listChapterProgress = defineRoute('listChapterProgress', {
  method: 'GET',
  path: '/me/chapters',
  area: 'course',
  access: 'physician',
  summary: "The caller's course progress: chapters opened and the saved position (or completion) in each.",
  response: courseProgressSchema,
  needs: { table: { access: 'read', partitions: ['USER'] } },
});
