import { myOffersSchema } from '../offers';
import { defineRoute } from '../route-definition';

export const listMyOffers = defineRoute('listMyOffers', {
  method: 'GET',
  path: '/me/offers',
  area: 'comparison',
  access: 'physician',
  summary:
    "Every offer of the caller, newest first: each request (its reading as on the request page) and each offer added to compare, with the caller's figures, and the saved comparison (defaults when never saved).",
  response: myOffersSchema,
  // Two Queries of the caller's own partition: the comparison's items (COMPARE#) and the requests (REQUEST#).
  needs: { table: { access: 'read', partitions: ['USER'] } },
});
