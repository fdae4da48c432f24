import { defineRoute } from '../route-definition';
import { chapterLinkSchema, membersChapterParamsSchema } from '../course-schemas';

export const getChapterLink = defineRoute('getChapterLink', {
  method: 'GET',
  path: '/chapters/{chapter}/link',
  area: 'course',
  access: 'physician',
  summary: 'A short-lived link (presigned GET) to a members-only chapter (2 to 13) and its transcript.',
  params: membersChapterParamsSchema,
  response: chapterLinkSchema,
  // table: the factory's account check. media: the link is signed with this role, and the
  // transcript beside the mp3 is read; nothing outside content/.
  needs: { table: { access: 'read', partitions: ['USER'] }, media: [{ prefix: 'content/', uses: ['read'] }] },
});
