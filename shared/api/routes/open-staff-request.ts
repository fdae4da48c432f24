import '#shared/zod-locale.ts';
import { staffRequestDetailSchema, staffRequestParamsSchema } from '../staff-requests';
import { defineRoute } from '../route-definition';

export const openStaffRequest = defineRoute('openStaffRequest', {
  method: 'POST',
  path: '/dashboard/requests/{type}/{userId}/{requestId}/open',
  area: 'dashboard',
  access: 'staff',
  summary: "A request's User Details (spec §2) with its staff downloads; opening a submitted request moves it to In review.",
  params: staffRequestParamsSchema,
  response: staffRequestDetailSchema,
  // The request and its access log in the physician's partition; the status update is a write there.
  needs: { table: { access: 'write', partitions: ['USER'] } },
});
