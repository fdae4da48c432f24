import type { Comparison } from '#shared/api/offers.ts';
import * as offersMessages from '#shared/messages/offers.ts';
import { existingOffers, offerRefKey, putComparison } from '../adapters/offers';
import { notFound } from '../http/errors';

/**
 * Keeps the caller's comparison (issue 30): the assumptions and the offers side by side, each named
 * once. Every selected offer must be one of the caller's (an added offer or a request), looked up in
 * their own partition: anyone else's, or an unknown one, is 404 and nothing is saved. An offer removed
 * later simply drops out of the list (listMyOffers).
 */
export async function saveComparison(userId: string, comparison: Comparison, now = Date.now()): Promise<Comparison> {
  const selected = [...new Map(comparison.selected.map((ref) => [offerRefKey(ref), ref])).values()];
  if (selected.length > 0) {
    const existing = await existingOffers(userId, selected);
    if (selected.some((ref) => !existing.has(offerRefKey(ref)))) throw notFound(offersMessages.offerNotFound);
  }
  await putComparison(userId, { assumptions: comparison.assumptions, selected, savedAt: now });
  return { assumptions: comparison.assumptions, selected };
}
