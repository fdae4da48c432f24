import type { Offer, OfferSource } from '#shared/api/offers.ts';
import * as offersMessages from '#shared/messages/offers.ts';
import { getAddedOffer, getOfferFigures, putOfferName } from '../adapters/offers';
import { getRequest } from '../adapters/requests';
import { notFound } from '../http/errors';
import { offerOfAdded, offerOfRequest } from './offer-view';

/**
 * Renames one of the caller's own offers on the Compare offers screen (issue 39), an added offer or
 * one of their requests, and answers the offer with its new name. The name is the physician's own,
 * kept on the offer's figures item: a request keeps its file's name on its own page, and neither the
 * reading nor staff's terms are written. An unknown offer, or anyone else's, is 404; so is one removed
 * while it was being renamed.
 */
export async function renameOffer(userId: string, source: OfferSource, offerId: string, name: string, now = Date.now()): Promise<Offer> {
  const id = Number(offerId);
  const rename = async () => {
    if (!(await putOfferName(userId, source, id, name, now))) throw notFound(offersMessages.offerNotFound);
    return (await getOfferFigures(userId, source, id))?.figures;
  };
  if (source === 'added') {
    const offer = await getAddedOffer(userId, id);
    if (!offer) throw notFound(offersMessages.offerNotFound);
    return offerOfAdded(offer, await rename(), name);
  }
  const request = await getRequest(userId, source, id);
  if (!request) throw notFound(offersMessages.offerNotFound);
  return offerOfRequest(request, await rename(), name);
}
