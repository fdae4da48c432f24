import { createOfferUpload } from '#shared/api/routes/create-offer-upload.ts';
import { route } from '../http/route';
import { createOfferUpload as create } from '../services/offer-uploads';

export const handler = route(createOfferUpload, async ({ principal }) => create(principal.userId));
