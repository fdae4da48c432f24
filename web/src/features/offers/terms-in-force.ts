import type { Offer, OfferFigures } from '#shared/api/offers.ts';
import type { ScenarioOffer } from '#shared/compare/types.ts';
import { termKeys, type TermFinding, type TermKey, type TermValue } from '#shared/contract-terms/terms.ts';

/** Where the value the comparison uses comes from: the physician's own figure, staff's confirmed term, or the automatic reading. */
export type TermOrigin = 'yours' | 'confirmed' | 'read';

export interface TermInForce {
  readonly term: TermKey;
  readonly value: TermValue;
  readonly origin: TermOrigin;
  /**
   * What the contract says of it (staff's confirmed term, else the reader's finding), kept beside
   * the physician's figure, which never replaces it.
   */
  readonly finding?: TermFinding;
  /** Whether `finding` is what staff confirmed with a delivered review. */
  readonly confirmed: boolean;
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
  const terms = new Map<TermKey, TermInForce>();
  for (const term of termKeys) {
    const yours = offer.figures[term];
    const finding = findings.get(term);
    if (yours !== undefined) terms.set(term, { term, value: yours, origin: 'yours', confirmed, ...(finding ? { finding } : {}) });
    else if (finding) terms.set(term, { term, value: finding.value, origin: confirmed ? 'confirmed' : 'read', finding, confirmed });
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
