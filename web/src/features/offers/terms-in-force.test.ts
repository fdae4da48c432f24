import { describe, expect, it } from 'vitest';
import type { Offer } from '#shared/api/offers.ts';
import type { TermFinding } from '#shared/contract-terms/terms.ts';
import { distinctNames, findingsByTerm, scenarioOffer, termsInForce, withFigure } from './terms-in-force';

const finding = (term: TermFinding['term'], value: TermFinding['value'], confidence: number, page = 1): TermFinding => ({
  term,
  value,
  page,
  quote: `${term} is ${String(value)}.`,
  confidence,
});

const offer = (reading: Offer['reading'], figures: Offer['figures'] = {}): Pick<Offer, 'name' | 'reading' | 'figures'> => ({
  name: 'Mercy Hospital',
  reading,
  figures,
});

describe('the terms in force of an offer', () => {
  it('takes the most confident finding per term', () => {
    const found = findingsByTerm(
      offer({ state: 'read', terms: [finding('baseSalary', 250_000, 0.6, 1), finding('baseSalary', 265_000, 0.95, 2)], confirmed: false }),
    );
    expect(found.get('baseSalary')).toMatchObject({ value: 265_000, page: 2 });
  });

  it('marks the automatic reading, and what staff confirmed once a review is delivered', () => {
    const read = termsInForce(offer({ state: 'read', terms: [finding('wrvuRate', 45, 0.9)], confirmed: false }));
    expect(read.get('wrvuRate')).toMatchObject({ value: 45, origin: 'read', confirmed: false });
    const confirmed = termsInForce(offer({ state: 'read', terms: [finding('wrvuRate', 47, 1)], confirmed: true }));
    expect(confirmed.get('wrvuRate')).toMatchObject({ value: 47, origin: 'confirmed', confirmed: true });
  });

  it("puts the physician's figure first and keeps the contract's finding beside it, unchanged", () => {
    const terms = termsInForce(offer({ state: 'read', terms: [finding('baseSalary', 250_000, 1, 3)], confirmed: true }, { baseSalary: 280_000 }));
    expect(terms.get('baseSalary')).toMatchObject({ value: 280_000, origin: 'yours', confirmed: true, finding: { value: 250_000, page: 3 } });
  });

  it('completes a term the reading missed, and leaves out terms in neither', () => {
    const terms = termsInForce(offer(undefined, { initialTermMonths: 36 }));
    expect([...terms.keys()]).toEqual(['initialTermMonths']);
    expect(terms.get('initialTermMonths')).toMatchObject({ origin: 'yours' });
    expect(terms.get('initialTermMonths')?.finding).toBeUndefined();
  });

  it('gives the arithmetic each term’s value in force', () => {
    const scenario = scenarioOffer(
      offer({ state: 'read', terms: [finding('baseSalary', 250_000, 1), finding('wrvuRate', 45, 1)], confirmed: false }, { wrvuRate: 50 }),
    );
    expect(scenario).toEqual({ name: 'Mercy Hospital', terms: { baseSalary: 250_000, wrvuRate: 50 } });
  });

  it('sets and removes one figure without touching the others', () => {
    expect(withFigure({ baseSalary: 1 }, 'wrvuRate', 50)).toEqual({ baseSalary: 1, wrvuRate: 50 });
    expect(withFigure({ baseSalary: 1, wrvuRate: 50 }, 'wrvuRate', undefined)).toEqual({ baseSalary: 1 });
  });

  it('tells offers of the same name apart', () => {
    expect(distinctNames(['Mercy', 'Lakeshore', 'Mercy'])).toEqual(['Mercy', 'Lakeshore', 'Mercy (2)']);
  });
});
