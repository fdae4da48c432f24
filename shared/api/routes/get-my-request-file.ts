import * as z from 'zod/mini';
import '#shared/zod-locale.ts';
import { fileLinkSchema, requestIdSchema, requestTypeSchema } from '../requests';
import { defineRoute } from '../route-definition';

export const getMyRequestFile = defineRoute('getMyRequestFile', {
  method: 'GET',
  path: '/me/requests/{type}/{requestId}/file',
  area: 'requests',
  access: 'physician',
  summary:
    "A short-lived link to one of the caller's own request PDFs (file=upload, the default) or to its review (file=review, once delivered); anyone else's request is 404.",
  params: z.object({ type: requestTypeSchema, requestId: requestIdSchema }),
  query: z.object({ file: z.optional(z.enum(['upload', 'review'])) }),
  response: fileLinkSchema,
  // The record in the caller's partition says which key; the link is a presigned GET of it, signed
  // with this function's role: the upload under requests/, the review under staff/ (spec §3:
  // staff/<staffId>/feedbacks/<the request's key>), so the role must be able to read both.
  needs: {
    table: { access: 'read', partitions: ['USER'] },
    uploads: [
      { prefix: 'requests/', uses: ['read'] },
      { prefix: 'staff/', uses: ['read'] },
    ],
  },
});
