import { comparisonSchema, defaultComparisonAssumptions, type Comparison, type MyOffers } from '#shared/api/offers.ts';
import { listComparisonItems, offerRefKey, type ComparisonRecord } from '../adapters/offers';
import { listRequestsToCompare } from '../adapters/requests';
import { offerOfAdded, offerOfRequest } from './offer-view';

/**
 * The Compare offers screen (issue 30): every request of the caller (both types) and every offer they
 * added, each with their figures, newest first, and the comparison as last saved. Two Queries of the
 * caller's own partition: the comparison's items (COMPARE#) and the requests (REQUEST#).
 */
export async function listMyOffers(userId: string): Promise<MyOffers> {
  const [items, requests] = await Promise.all([listComparisonItems(userId), listRequestsToCompare(userId)]);
  // Each offer's own item: the physician's figures, and the name they gave it here (renameOffer).
  const own = new Map(items.figures.map((record) => [offerRefKey(record), record]));
  const ownOf = (ref: Parameters<typeof offerRefKey>[0]) => own.get(offerRefKey(ref));
  const offers = [
    ...requests.map((request) => {
      const record = ownOf({ source: request.type, offerId: request.timeStamp });
      return offerOfRequest(request, record?.figures, record?.name);
    }),
    ...items.offers.map((offer) => {
      const record = ownOf({ source: 'added', offerId: offer.offerId });
      return offerOfAdded(offer, record?.figures, record?.name);
    }),
  ].sort((a, b) => b.createdAt - a.createdAt || a.source.localeCompare(b.source));
  const present = new Set(offers.map(offerRefKey));
  return { offers, comparison: savedComparison(items.comparison, present) };
}

/**
 * The comparison as saved, without the offers that are gone since (removed, withdrawn); the
 * defaults, with nothing selected, when it was never saved or no longer reads as a comparison.
 */
function savedComparison(saved: ComparisonRecord | undefined, present: ReadonlySet<string>): Comparison {
  const parsed = saved ? comparisonSchema.safeParse({ assumptions: saved.assumptions, selected: saved.selected }) : undefined;
  if (!parsed?.success) return { assumptions: structuredClone(defaultComparisonAssumptions), selected: [] };
  return { assumptions: parsed.data.assumptions, selected: parsed.data.selected.filter((ref) => present.has(offerRefKey(ref))) };
}
