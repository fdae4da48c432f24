import type { Offer, OfferFigures, OfferSource } from '#shared/api/offers.ts';
import * as offersMessages from '#shared/messages/offers.ts';
import { getAddedOffer, getOfferFigures, putOfferFigures } from '../adapters/offers';
import { getRequest } from '../adapters/requests';
import { notFound } from '../http/errors';
import { offerOfAdded, offerOfRequest } from './offer-view';

/**
 * Replaces the caller's own figures for one of their offers (issue 30: "your figure"), an added offer
 * or one of their requests, and answers the offer with them. The figures are an item of their own:
 * the reading, and the terms staff confirmed on a request, are never written. An unknown offer, or
 * anyone else's, is 404; so is one removed while the figures were being saved.
 */
export async function saveOfferFigures(
  userId: string,
  source: OfferSource,
  offerId: string,
  figures: OfferFigures,
  now = Date.now(),
): Promise<Offer> {
  const id = Number(offerId);
  const save = async () => {
    if (!(await putOfferFigures(userId, { source, offerId: id, figures, savedAt: now }))) throw notFound(offersMessages.offerNotFound);
  };
  // The name the physician gave the offer here (renameOffer) is kept, and answered with it.
  const ownName = async () => (await getOfferFigures(userId, source, id))?.name;
  if (source === 'added') {
    const offer = await getAddedOffer(userId, id);
    if (!offer) throw notFound(offersMessages.offerNotFound);
    await save();
    return offerOfAdded(offer, figures, await ownName());
  }
  const request = await getRequest(userId, source, id);
  if (!request) throw notFound(offersMessages.offerNotFound);
  await save();
  return offerOfRequest(request, figures, await ownName());
}
