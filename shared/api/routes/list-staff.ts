import * as z from 'zod/mini';
import '#shared/zod-locale.ts';
import { staffCursorSchema, staffPageSchema } from '../staff-accounts';
import { defineRoute } from '../route-definition';

export const listStaff = defineRoute('listStaff', {
  method: 'GET',
  path: '/staff',
  area: 'admin',
  access: 'admin',
  summary: 'Staff and admin accounts, newest joiner first, a page at a time (Settings).',
  query: z.object({ cursor: z.optional(staffCursorSchema) }),
  response: staffPageSchema,
  // The caller's record (USER), then one Query of the staff list in GSI1.
  needs: { table: { access: 'read', partitions: ['USER'], lists: ['ACCOUNTS'] } },
});
