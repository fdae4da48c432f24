import { describe, expect, it } from 'vitest';
import type { Offer } from '#shared/api/offers.ts';
import type { TermFinding } from '#shared/contract-terms/terms.ts';
import * as messages from '#shared/messages.ts';
import { absentTerms, distinctNames, findingsByTerm, reviewSummary, scenarioOffer, termsInForce, withFigure } from './terms-in-force';

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

  it('marks a term staff corrected as corrected and one they added as added, never confirmed, keeping the replaced reading and the note', () => {
    const reviewed = offer({
      state: 'read',
      terms: [finding('nonCompeteMonths', 30, 1, 4), finding('ptoDays', 20, 1, 2), finding('wrvuRate', 45, 1)],
      confirmed: true,
      settled: [
        { term: 'nonCompeteMonths', outcome: 'corrected', readerValue: 12, note: 'Section 9.2 sets thirty months.' },
        { term: 'ptoDays', outcome: 'added' },
        { term: 'wrvuRate', outcome: 'confirmed', readerValue: 45 },
        { term: 'baseSalary', outcome: 'notInContract', readerValue: 250_000 },
      ],
    });
    const terms = termsInForce(reviewed);
    expect(terms.get('nonCompeteMonths')).toMatchObject({
      value: 30,
      origin: 'corrected',
      confirmed: true,
      finding: { page: 4 },
      settled: { readerValue: 12, note: 'Section 9.2 sets thirty months.' },
    });
    expect(terms.get('ptoDays')).toMatchObject({ value: 20, origin: 'added' });
    expect(terms.get('wrvuRate')).toMatchObject({ value: 45, origin: 'confirmed' });
    // Found absent: not in force, so the arithmetic treats it as missing; the card learns it was found absent.
    expect(terms.has('baseSalary')).toBe(false);
    expect(scenarioOffer({ ...reviewed, name: 'Mercy Hospital' }).terms).not.toHaveProperty('baseSalary');
    expect([...absentTerms(reviewed)]).toEqual([['baseSalary', { term: 'baseSalary', outcome: 'notInContract', readerValue: 250_000 }]]);
    // The physician's figure over a corrected term keeps how staff settled it, for the text beside it.
    expect(termsInForce({ ...reviewed, figures: { nonCompeteMonths: 24 } }).get('nonCompeteMonths')).toMatchObject({
      origin: 'yours',
      settled: { outcome: 'corrected' },
    });
    expect(reviewSummary(reviewed)).toBe('Its terms were checked by our reviewer: 1 confirmed, 1 corrected, 1 added, 1 found absent.');
  });

  it('says "confirmed by our reviewer" of an offer only when staff confirmed every term as read', () => {
    const all = offer({ state: 'read', terms: [finding('wrvuRate', 45, 1)], confirmed: true, settled: [{ term: 'wrvuRate', outcome: 'confirmed' }] });
    expect(reviewSummary(all)).toBe(messages.compareOffers.termsConfirmed);
    expect(reviewSummary(offer({ state: 'read', terms: [finding('wrvuRate', 45, 0.9)], confirmed: false }))).toBeUndefined();
    const absentOnly = offer({
      state: 'read',
      terms: [],
      confirmed: true,
      settled: [{ term: 'wrvuRate', outcome: 'notInContract', readerValue: 45 }],
    });
    expect(reviewSummary(absentOnly)).toBe('Its terms were checked by our reviewer: 1 found absent.');
    // An automatic reading carries no settled outcomes, even if sent some.
    expect(absentTerms(offer({ state: 'read', terms: [], confirmed: false, settled: [{ term: 'wrvuRate', outcome: 'notInContract' }] })).size).toBe(
      0,
    );
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
