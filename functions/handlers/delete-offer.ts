import { deleteOffer } from '#shared/api/routes/delete-offer.ts';
import { route } from '../http/route';
import { deleteOffer as remove } from '../services/offer-removal';

export const handler = route(deleteOffer, async ({ principal, params }) => {
  await remove(principal.userId, params.offerId);
  return undefined;
});
