import * as z from 'zod/mini';
import '#shared/zod-locale.ts';
import { offerIdSchema, offerRenameSchema, offerSchema, offerSourceSchema } from '../offers';
import { defineRoute } from '../route-definition';

export const renameOffer = defineRoute('renameOffer', {
  method: 'PUT',
  path: '/me/offers/{source}/{offerId}/name',
  area: 'comparison',
  access: 'physician',
  summary:
    "Renames one of the caller's own offers on the Compare offers screen (added, or one of their requests) and answers the offer; a request keeps its own file name on its own page. Anyone else's offer is 404.",
  params: z.object({ source: offerSourceSchema, offerId: offerIdSchema }),
  body: offerRenameSchema,
  response: offerSchema,
  // The offer's own item of the comparison (its figures item), written only while the offer is there, in the caller's partition.
  needs: { table: { access: 'write', partitions: ['USER'] } },
});
