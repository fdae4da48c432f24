import { createOfferUpload } from '#shared/api/routes/create-offer-upload.ts';
import { route } from '../http/route';
import { takeAccountLimit } from '../services/account-limits';
import { createOfferUpload as create } from '../services/offer-uploads';

export const handler = route(createOfferUpload, async ({ principal }) => {
  // Each form lets a 20 MB PDF into the bucket: a daily allowance per account (rate-limits.ts).
  await takeAccountLimit('offerUpload', principal.userId);
  return create(principal.userId);
});
