import * as z from 'zod/mini';
import '#shared/zod-locale.ts';
import { pdfContentType } from '#shared/files/pdf.ts';
import { pictureUploadSchema } from '../route-schemas';
import { defineRoute } from '../route-definition';

export const createFeedbackUpload = defineRoute('createFeedbackUpload', {
  method: 'POST',
  path: '/dashboard/feedback/upload',
  area: 'dashboard',
  access: 'staff',
  summary:
    'A presigned POST for a review PDF (application/pdf, at most 20 MB) under staging/feedbacks/<caller>/; submitFeedback checks and keeps it.',
  body: z.strictObject({ contentType: z.literal(pdfContentType, { error: 'Please select a PDF file.' }) }),
  response: pictureUploadSchema,
  needs: { table: { access: 'read', partitions: ['USER'] }, uploads: [{ prefix: 'staging/feedbacks/', uses: ['write'] }] },
});
