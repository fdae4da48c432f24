import { saveOfferFigures } from '#shared/api/routes/save-offer-figures.ts';
import { route } from '../http/route';
import { saveOfferFigures as save } from '../services/offer-figures';

export const handler = route(saveOfferFigures, async ({ principal, params, body }) =>
  save(principal.userId, params.source, params.offerId, body.figures),
);
