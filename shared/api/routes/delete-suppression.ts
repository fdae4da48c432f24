import * as z from 'zod/mini';
import '#shared/zod-locale.ts';
import { suppressionParamsSchema } from '../suppressions';
import { defineRoute } from '../route-definition';

export const deleteSuppression = defineRoute('deleteSuppression', {
  method: 'DELETE',
  path: '/suppressions/{suppressionId}',
  area: 'admin',
  access: 'admin',
  summary:
    "Lifts a suppression: the product mails the address again. SES's own account-level suppression list is separate (README: ops remove the address there too).",
  params: suppressionParamsSchema,
  response: z.undefined(),
  successStatus: 204,
  // USER: the caller's record; SUPPRESSION: the item, deleted under a condition (404 when absent).
  needs: { table: { access: 'write', partitions: ['USER', 'SUPPRESSION'] } },
});
