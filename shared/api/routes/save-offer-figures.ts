import * as z from 'zod/mini';
import '#shared/zod-locale.ts';
import { offerFiguresSchema, offerIdSchema, offerSchema, offerSourceSchema } from '../offers';
import { defineRoute } from '../route-definition';

export const saveOfferFigures = defineRoute('saveOfferFigures', {
  method: 'PUT',
  path: '/me/offers/{source}/{offerId}/figures',
  area: 'comparison',
  access: 'physician',
  summary:
    "Replaces the caller's own figures for one of their offers (added, or one of their requests) and answers the offer; the reading and staff's confirmed terms never change. Anyone else's offer is 404.",
  params: z.object({ source: offerSourceSchema, offerId: offerIdSchema }),
  body: z.strictObject({ figures: offerFiguresSchema }),
  response: offerSchema,
  // The figures item, written only while the offer (or request) it belongs to is there, in the caller's partition.
  needs: { table: { access: 'write', partitions: ['USER'] } },
});
