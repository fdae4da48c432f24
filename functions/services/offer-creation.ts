import { maxAddedOffers, type Offer } from '#shared/api/offers.ts';
import * as offersMessages from '#shared/messages/offers.ts';
import { isStagedKeyOf, objectKeys } from '../adapters/object-keys';
import { putAddedOffer, reserveOfferId, type AddedOfferRecord } from '../adapters/offers';
import { conflict, notFound } from '../http/errors';
import { offerOfAdded } from './offer-view';
import { offerUploads } from './offer-uploads';
import { keepStagedPdf } from './staged-pdf';

export interface NewOffer {
  readonly name: string;
  /** A staged PDF (createOfferUpload); none: an offer started empty. */
  readonly key?: string;
  readonly fileName?: string;
}

/**
 * Adds an offer to compare (issue 30): empty, or from a staged PDF kept as a request's is (the same
 * copy out of staging, check and clean-up: keepStagedPdf) at offers/<userId>/<offerId>.pdf, which the
 * contract reader then reads (the table's stream). No staff review, no e-mail, not counted in the
 * staff tables. At most maxAddedOffers: the 11th is 409, even when many are created at once (the
 * offer and its count are written in one conditional transaction).
 */
export async function createOffer(userId: string, offer: NewOffer, now = Date.now()): Promise<Offer> {
  // Another user's key (or a path trick) is refused before anything is written.
  if (offer.key !== undefined && !isStagedKeyOf('offers', userId, offer.key)) throw notFound('Upload not found. Please upload the PDF again.');
  const offerId = await reserveOfferId(userId, now, maxAddedOffers);
  if (offerId === undefined) throw conflict(offersMessages.tooManyOffers);
  const record: AddedOfferRecord = { userId, offerId, name: offer.name, createdAt: offerId };
  if (offer.key === undefined) return offerOfAdded(await added(record), undefined);
  const kept = await keepStagedPdf(offerUploads, userId, offer.key, objectKeys.offerFile(userId, offerId), async (pdf) =>
    added({ ...record, file: pdf.key, ...(offer.fileName ? { fileName: offer.fileName } : {}), pages: pdf.pages, size: pdf.size }),
  );
  return offerOfAdded(kept, undefined);
}

/** Writes the offer and counts it; refuses the one past the limit (and, with a PDF, keepStagedPdf deletes its copy). */
async function added(record: AddedOfferRecord): Promise<AddedOfferRecord> {
  const outcome = await putAddedOffer(record, maxAddedOffers);
  if (outcome === 'full') throw conflict(offersMessages.tooManyOffers);
  if (outcome === 'taken') throw conflict(offersMessages.offerAddedConcurrently);
  return record;
}
