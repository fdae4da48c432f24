import { renameOffer } from '#shared/api/routes/rename-offer.ts';
import { route } from '../http/route';
import { renameOffer as rename } from '../services/offer-names';

export const handler = route(renameOffer, async ({ principal, params, body }) => rename(principal.userId, params.source, params.offerId, body.name));
