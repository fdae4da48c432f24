import { createOffer } from '#shared/api/routes/create-offer.ts';
import { route } from '../http/route';
import { takeAccountLimit } from '../services/account-limits';
import { createOffer as create } from '../services/offer-creation';

export const handler = route(createOffer, async ({ principal, body }) => {
  // Each added offer with a PDF starts a reading of it: a daily allowance per account (rate-limits.ts).
  await takeAccountLimit('offerAdd', principal.userId);
  return create(principal.userId, body);
});
