import * as z from 'zod/mini';
import '#shared/zod-locale.ts';
import { requestFileNameSchema, uploadKeySchema } from '#shared/forms/uploaded-file.ts';
import { offerNameSchema, offerSchema } from '../offers';
import { requestSubmitCompute } from '../route-schemas';
import { defineRoute } from '../route-definition';

export const createOffer = defineRoute('createOffer', {
  method: 'POST',
  path: '/me/offers',
  area: 'comparison',
  access: 'physician',
  summary:
    "Adds an offer to compare: empty, or with a staged PDF checked as a request's (a real PDF of at most 20 MB, inert) and kept at offers/<caller>/<offerId>.pdf, which the contract reader then reads. No staff review, no e-mail; at most 10 added offers (409), and a daily allowance per account (429, functions/services/rate-limits.ts).",
  body: z.strictObject({ name: offerNameSchema, key: z.optional(uploadKeySchema), fileName: z.optional(requestFileNameSchema) }),
  response: offerSchema,
  successStatus: 201,
  // The offer, its id and the added offers' count (one transaction) in the caller's partition, and
  // the account's daily allowance of added offers (RATELIMIT, functions/services/rate-limits.ts); the staged
  // PDF is copied (read) and deleted; its final copy under offers/ is written (only this route may),
  // read back whole to parse it, and deleted when refused or when the offer cannot be written.
  needs: {
    table: { access: 'write', partitions: ['USER', 'RATELIMIT'] },
    uploads: [
      { prefix: 'staging/offers/', uses: ['read', 'delete'] },
      { prefix: 'offers/', uses: ['read', 'write', 'delete'] },
    ],
  },
  // Parsing a 20 MB PDF whole, as a request submission does.
  compute: requestSubmitCompute,
  parsesPdf: 'check',
});
