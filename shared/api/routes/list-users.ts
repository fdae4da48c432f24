import '#shared/zod-locale.ts';
import { listQuerySchema } from '../list-cursor';
import { userPageSchema } from '../user-accounts';
import { defineRoute } from '../route-definition';

export const listUsers = defineRoute('listUsers', {
  method: 'GET',
  path: '/users',
  area: 'admin',
  access: 'admin',
  summary: "User Settings: physicians' accounts, newest joiner first, a page at a time, with the count of chapters each explored.",
  query: listQuerySchema,
  response: userPageSchema,
  // The caller's record (USER), then one Query of the physicians' list in GSI1 (its items carry chaptersDone).
  needs: { table: { access: 'read', partitions: ['USER'], lists: ['ACCOUNTS'] } },
});
