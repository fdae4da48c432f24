import * as z from 'zod/mini';
import '#shared/zod-locale.ts';
import { pdfContentType } from '#shared/files/pdf.ts';
import { pictureUploadSchema } from '../route-schemas';
import { defineRoute } from '../route-definition';

export const createOfferUpload = defineRoute('createOfferUpload', {
  method: 'POST',
  path: '/me/offers/upload',
  area: 'comparison',
  access: 'physician',
  summary:
    'A presigned POST for the PDF of an offer added to compare (application/pdf, at most 20 MB) under staging/offers/<caller>/; createOffer checks and keeps it.',
  body: z.strictObject({ contentType: z.literal(pdfContentType, { error: 'Please select a PDF file.' }) }),
  response: pictureUploadSchema,
  // table: the caller's account must still exist (USER, read), and its daily allowance of forms is
  // counted (RATELIMIT counters only, functions/services/rate-limits.ts). uploads: the POST is signed with this
  // role, so it can write under staging/offers/ only.
  needs: { table: { access: 'read', partitions: ['USER', 'RATELIMIT'], counters: true }, uploads: [{ prefix: 'staging/offers/', uses: ['write'] }] },
});
