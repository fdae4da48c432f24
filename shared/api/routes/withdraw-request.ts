import * as z from 'zod/mini';
import '#shared/zod-locale.ts';
import { requestIdSchema, requestTypeSchema } from '../requests';
import { defineRoute } from '../route-definition';

export const withdrawRequest = defineRoute('withdrawRequest', {
  method: 'DELETE',
  path: '/me/requests/{type}/{requestId}',
  area: 'requests',
  access: 'physician',
  summary: "Withdraws one of the caller's requests not reviewed yet: its record, then its PDF, are deleted.",
  params: z.object({ type: requestTypeSchema, requestId: requestIdSchema }),
  response: z.undefined(),
  successStatus: 204,
  metric: 'RequestsWithdrawn',
  // The record goes and the staff tables' counter (COUNTER) drops in one transaction.
  needs: { table: { access: 'write', partitions: ['USER', 'COUNTER'] }, uploads: [{ prefix: 'requests/', uses: ['delete'] }] },
});
