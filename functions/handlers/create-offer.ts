import { createOffer } from '#shared/api/routes/create-offer.ts';
import { route } from '../http/route';
import { createOffer as create } from '../services/offer-creation';

export const handler = route(createOffer, async ({ principal, body }) => create(principal.userId, body));
