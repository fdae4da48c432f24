import * as z from 'zod/mini';
import '#shared/zod-locale.ts';
import { fileLinkSchema } from '../requests';
import { requestFileSchema, staffRequestParamsSchema } from '../staff-requests';
import { defineRoute } from '../route-definition';

export const createStaffRequestFileLink = defineRoute('createStaffRequestFileLink', {
  method: 'POST',
  path: '/dashboard/requests/{type}/{userId}/{requestId}/file-link',
  area: 'dashboard',
  access: 'staff',
  summary:
    "Records the download (who, which file, when) and answers a 5-minute link to the physician's PDF (upload) or the delivered review (review).",
  params: staffRequestParamsSchema,
  body: z.strictObject({ file: requestFileSchema }),
  response: fileLinkSchema,
  needs: {
    table: { access: 'write', partitions: ['USER'] },
    uploads: [
      { prefix: 'requests/', uses: ['read'] },
      { prefix: 'staff/', uses: ['read'] },
    ],
  },
});
