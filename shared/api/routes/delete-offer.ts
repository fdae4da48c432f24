import * as z from 'zod/mini';
import '#shared/zod-locale.ts';
import { offerIdSchema } from '../offers';
import { defineRoute } from '../route-definition';

export const deleteOffer = defineRoute('deleteOffer', {
  method: 'DELETE',
  path: '/me/offers/added/{offerId}',
  area: 'comparison',
  access: 'physician',
  summary: "Removes one of the offers the caller added to compare: the offer and the caller's figures for it (one transaction), then its PDF.",
  params: z.object({ offerId: offerIdSchema }),
  response: z.undefined(),
  successStatus: 204,
  needs: { table: { access: 'write', partitions: ['USER'] }, uploads: [{ prefix: 'offers/', uses: ['delete'] }] },
});
