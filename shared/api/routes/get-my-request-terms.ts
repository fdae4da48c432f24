import * as z from 'zod/mini';
import '#shared/zod-locale.ts';
import { requestIdSchema, requestTermsSchema, requestTypeSchema } from '../requests';
import { defineRoute } from '../route-definition';

export const getMyRequestTerms = defineRoute('getMyRequestTerms', {
  method: 'GET',
  path: '/me/requests/{type}/{requestId}/terms',
  area: 'requests',
  access: 'physician',
  summary:
    "What the contract reader found in one of the caller's own request PDFs (each term with its page and sentence); anyone else's request is 404.",
  params: z.object({ type: requestTypeSchema, requestId: requestIdSchema }),
  response: requestTermsSchema,
  // The findings live on the request record, in the caller's partition.
  needs: { table: { access: 'read', partitions: ['USER'] } },
});
