import * as z from 'zod/mini';
import '#shared/zod-locale.ts';
import { requestTypeSchema } from '../requests';
import { requestCursorSchema, requestFilterSchema, staffRequestPageSchema } from '../staff-requests';
import { defineRoute } from '../route-definition';

export const listStaffRequests = defineRoute('listStaffRequests', {
  method: 'GET',
  path: '/dashboard/requests/{type}',
  area: 'dashboard',
  access: 'staff',
  summary:
    'A page of compensation consultations or contract reviews (filter all, reviewed, non-reviewed), newest upload first, with the true total of the filter.',
  params: z.object({ type: requestTypeSchema }),
  query: z.object({ filter: z.optional(requestFilterSchema), cursor: z.optional(requestCursorSchema) }),
  response: staffRequestPageSchema,
  // The caller's record (USER), the type's counter (COUNTER), one Query of GSI1 (All) or GSI2 (by state).
  needs: { table: { access: 'read', partitions: ['USER', 'COUNTER'], lists: ['REQUESTS'], stateLists: ['REQUESTS'] } },
});
