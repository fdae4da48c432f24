import * as offersMessages from '#shared/messages/offers.ts';
import { deleteAddedOffer, getAddedOffer } from '../adapters/offers';
import { deleteObject } from '../adapters/uploads';
import { notFound } from '../http/errors';

/**
 * Removes an offer the caller added (issue 30): its PDF first, then the offer, their figures for it
 * and its count in one transaction, so a removal that fails halfway still lists the offer and is
 * finished by trying again (the PDF's deletion is idempotent). Requests are not removed here (they
 * are withdrawn on their own page, which removes their figures too); an unknown offer, or anyone
 * else's, is 404.
 */
export async function deleteOffer(userId: string, offerId: string): Promise<void> {
  const id = Number(offerId);
  const offer = await getAddedOffer(userId, id);
  if (!offer) throw notFound(offersMessages.offerNotFound);
  if (offer.file) await deleteObject(offer.file);
  if (!(await deleteAddedOffer(userId, id))) throw notFound(offersMessages.offerNotFound);
}
