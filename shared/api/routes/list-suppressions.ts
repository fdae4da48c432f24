import '#shared/zod-locale.ts';
import { listQuerySchema } from '../list-cursor';
import { suppressionPageSchema } from '../suppressions';
import { defineRoute } from '../route-definition';

export const listSuppressions = defineRoute('listSuppressions', {
  method: 'GET',
  path: '/suppressions',
  area: 'admin',
  access: 'admin',
  summary: 'The addresses the product stopped mailing (a permanent bounce or a complaint), newest first, a page at a time.',
  query: listQuerySchema,
  response: suppressionPageSchema,
  // The caller's record (USER), then one Query of the suppressions' list in GSI1.
  needs: { table: { access: 'read', partitions: ['USER'], lists: ['SUPPRESSIONS'] } },
});
