import type { Offer, OfferFigures } from '#shared/api/offers.ts';
import { offerFiguresSchema } from '#shared/api/offers.ts';
import { requestTypeInfo } from '#shared/constants/request-types.ts';
import type { AddedOfferRecord } from '../adapters/offers';
import type { RequestToCompare } from '../adapters/requests';
import { ownerTermsOf, requestTermsOf } from './request-terms';

/**
 * An offer as the Compare offers screen shows it (issue 30). A request's reading is exactly what its
 * own page shows (requestTermsOf: the terms staff confirmed once the review is delivered, else the
 * reader's); an added offer's PDF is read the same way and never reviewed. The physician's figures
 * are beside it, never in it.
 */

let dateFormat: Intl.DateTimeFormat | undefined;

/** "November 26, 2026" (UTC): built on first use, since building an Intl formatter loads ICU data. */
function dayOf(epochMs: number): string {
  dateFormat ??= new Intl.DateTimeFormat('en-US', { month: 'long', day: 'numeric', year: 'numeric', timeZone: 'UTC' });
  return dateFormat.format(epochMs);
}

/** A request's name on the screen: its file's own name, else "Contract review, November 26, 2026". */
function requestName(request: RequestToCompare): string {
  if (request.fileName) return request.fileName;
  const noun = requestTypeInfo[request.type].noun;
  return `${noun.charAt(0).toUpperCase()}${noun.slice(1)}, ${dayOf(request.timeStamp)}`;
}

/**
 * Figures as stored, each checked again as the route's schema would: one that a later, stricter
 * schema refuses is left out rather than failing the whole screen.
 */
export function storedFigures(figures: unknown): OfferFigures {
  if (!figures || typeof figures !== 'object') return {};
  const whole = offerFiguresSchema.safeParse(figures);
  if (whole.success) return whole.data;
  return Object.fromEntries(
    Object.entries(figures).filter(([term, value]) => offerFiguresSchema.safeParse({ [term]: value }).success),
  ) as OfferFigures;
}

/**
 * `ownName`: the physician's own name for the offer on the Compare offers screen (renameOffer, issue 39);
 * a request keeps its file's name on its own page, the comparison shows this one.
 */
export function offerOfRequest(request: RequestToCompare, figures: unknown, ownName?: string): Offer {
  return {
    source: request.type,
    offerId: String(request.timeStamp),
    name: ownName ?? requestName(request),
    createdAt: request.timeStamp,
    hasFile: true,
    // The owner's own screen: how staff settled each term too, as on the request's page.
    reading: ownerTermsOf(request),
    figures: storedFigures(figures),
  };
}

export function offerOfAdded(offer: AddedOfferRecord, figures: unknown, ownName?: string): Offer {
  return {
    source: 'added',
    offerId: String(offer.offerId),
    name: ownName ?? offer.name,
    createdAt: offer.createdAt,
    hasFile: !!offer.file,
    ...(offer.file ? { reading: requestTermsOf(offer) } : {}),
    figures: storedFigures(figures),
  };
}
