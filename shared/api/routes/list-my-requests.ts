import * as z from 'zod/mini';
import '#shared/zod-locale.ts';
import { myRequestSchema, requestTypeSchema } from '../requests';
import { defineRoute } from '../route-definition';

export const listMyRequests = defineRoute('listMyRequests', {
  method: 'GET',
  path: '/me/requests/{type}',
  area: 'requests',
  access: 'physician',
  summary: "The caller's own requests of one type, newest first (the profile's lists).",
  params: z.object({ type: requestTypeSchema }),
  response: z.object({ requests: z.array(myRequestSchema) }),
  // One Query of the caller's own partition.
  needs: { table: { access: 'read', partitions: ['USER'] } },
});
