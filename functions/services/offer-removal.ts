import * as offersMessages from '#shared/messages/offers.ts';
import { deleteAddedOffer } from '../adapters/offers';
import { deleteObject } from '../adapters/uploads';
import { notFound } from '../http/errors';

/**
 * Removes an offer the caller added (issue 30): the offer, their figures for it and its count in one
 * transaction, then its PDF. Requests are not removed here (they are withdrawn on their own page,
 * which removes their figures too); an unknown offer, or anyone else's, is 404.
 */
export async function deleteOffer(userId: string, offerId: string): Promise<void> {
  const removed = await deleteAddedOffer(userId, Number(offerId));
  if (!removed) throw notFound(offersMessages.offerNotFound);
  if (removed.file) await deleteObject(removed.file);
}
