import { listMyOffers } from '#shared/api/routes/list-my-offers.ts';
import { route } from '../http/route';
import { listMyOffers as list } from '../services/offer-list';

export const handler = route(listMyOffers, async ({ principal }) => list(principal.userId));
