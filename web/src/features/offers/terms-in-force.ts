import type { Offer, OfferFigures } from '#shared/api/offers.ts';
import type { SettledTermView } from '#shared/api/requests.ts';
import type { ScenarioOffer } from '#shared/compare/types.ts';
import { termKeys, type TermFinding, type TermKey, type TermValue } from '#shared/contract-terms/terms.ts';
import * as messages from '#shared/messages.ts';

/**
 * Where the value the comparison uses comes from: the physician's own figure, staff's term as they
 * settled it with a delivered review (confirmed as read, corrected, or added where the reading missed
 * it), or the automatic reading.
 */
export type TermOrigin = 'yours' | 'confirmed' | 'corrected' | 'added' | 'read';

/** How staff settled a term they stand behind: what the origin of its value is. */
export type ReviewedOrigin = Extract<TermOrigin, 'confirmed' | 'corrected' | 'added'>;

export interface TermInForce {
  readonly term: TermKey;
  readonly value: TermValue;
  readonly origin: TermOrigin;
  /**
   * What the contract says of it (staff's confirmed term, else the reader's finding), kept beside
   * the physician's figure, which never replaces it.
   */
  readonly finding?: TermFinding;
  /** Whether `finding` is what staff settled with a delivered review. */
  readonly confirmed: boolean;
  /**
   * How staff settled `finding` (a delivered review): confirmed, corrected or added, with the reading
   * a correction replaced (its page and sentence are the finding's) and the reviewer's note.
   */
  readonly settled?: SettledTermView;
}

/** How staff settled a term of a reviewed offer; confirmed when the review holds no outcome for it (a review kept before outcomes were shown). */
export function reviewedOrigin(settled: SettledTermView | undefined): ReviewedOrigin {
  if (settled?.outcome === 'corrected') return 'corrected';
  if (settled?.outcome === 'added') return 'added';
  return 'confirmed';
}

/** The settled outcome of each term of a reviewed offer (none before the review is delivered). */
function settledByTerm(offer: Pick<Offer, 'reading'>): Map<TermKey, SettledTermView> {
  const settled = new Map<TermKey, SettledTermView>();
  if (offer.reading?.confirmed) for (const term of offer.reading.settled ?? []) settled.set(term.term, term);
  return settled;
}

/**
 * The terms staff found absent from a reviewed offer's contract (not in force: the arithmetic treats
 * them as missing), with what the automatic reading had taken for them.
 */
export function absentTerms(offer: Pick<Offer, 'reading'>): Map<TermKey, SettledTermView> {
  const absent = new Map<TermKey, SettledTermView>();
  for (const [term, settled] of settledByTerm(offer)) if (settled.outcome === 'notInContract') absent.set(term, settled);
  return absent;
}

/**
 * What the card says of a reviewed offer's terms: "confirmed" only when staff confirmed every term as
 * read; else how many they confirmed, corrected, added and found absent.
 */
export function reviewSummary(offer: Pick<Offer, 'reading'>): string | undefined {
  if (!offer.reading?.confirmed) return undefined;
  const settled = offer.reading.settled ?? [];
  if (settled.every((term) => term.outcome === 'confirmed')) return messages.compareOffers.termsConfirmed;
  const count = (outcome: SettledTermView['outcome']) => settled.filter((term) => term.outcome === outcome).length;
  const parts = (
    [
      ['confirmed', count('confirmed')],
      ['corrected', count('corrected')],
      ['added', count('added')],
      ['absent', count('notInContract')],
    ] as const
  )
    .filter(([, n]) => n > 0)
    .map(([outcome, n]) => messages.compareOffers.settledCount(n, outcome));
  return messages.compareOffers.termsSettled(parts.join(', '));
}

/**
 * The contract's own finding per term: the most confident one when the reading holds several for a
 * term (staff's confirmed terms hold one each).
 */
export function findingsByTerm(offer: Pick<Offer, 'reading'>): Map<TermKey, TermFinding> {
  const found = new Map<TermKey, TermFinding>();
  for (const finding of offer.reading?.terms ?? []) {
    const held = found.get(finding.term);
    if (!held || finding.confidence > held.confidence) found.set(finding.term, finding);
  }
  return found;
}

/**
 * The terms the comparison uses for one offer, in the order of termKeys: the physician's figure,
 * else the confirmed term (a delivered review), else the automatic reading. A term in none of them
 * is absent.
 */
export function termsInForce(offer: Pick<Offer, 'reading' | 'figures'>): Map<TermKey, TermInForce> {
  const findings = findingsByTerm(offer);
  const confirmed = offer.reading?.confirmed ?? false;
  const settledTerms = settledByTerm(offer);
  const terms = new Map<TermKey, TermInForce>();
  for (const term of termKeys) {
    const yours = offer.figures[term];
    const finding = findings.get(term);
    const settled = finding ? settledTerms.get(term) : undefined;
    const how = settled ? { settled } : {};
    if (yours !== undefined) terms.set(term, { term, value: yours, origin: 'yours', confirmed, ...(finding ? { finding } : {}), ...how });
    else if (finding)
      terms.set(term, { term, value: finding.value, origin: confirmed ? reviewedOrigin(settled) : 'read', finding, confirmed, ...how });
  }
  return terms;
}

/** One offer as the arithmetic takes it: its name and the value of each term in force. */
export function scenarioOffer(offer: Pick<Offer, 'name' | 'reading' | 'figures'>): ScenarioOffer {
  const terms: Partial<Record<TermKey, TermValue>> = {};
  for (const [term, { value }] of termsInForce(offer)) terms[term] = value;
  return { name: offer.name, terms };
}

/** The physician's figures with one term set (or, with `undefined`, removed): what saveOfferFigures is sent. */
export function withFigure(figures: OfferFigures, term: TermKey, value: TermValue | undefined): OfferFigures {
  const next: Record<string, TermValue> = { ...figures };
  if (value === undefined) delete next[term];
  else next[term] = value;
  return next as OfferFigures;
}

/** Two offers of the same name would be told apart by nobody: later ones get a number. */
export function distinctNames(names: readonly string[]): string[] {
  const seen = new Map<string, number>();
  return names.map((name) => {
    const count = (seen.get(name) ?? 0) + 1;
    seen.set(name, count);
    return count === 1 ? name : `${name} (${count})`;
  });
}
