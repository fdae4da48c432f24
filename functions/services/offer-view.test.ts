import { describe, expect, it, vi } from 'vitest';
import { maxAddedOffers } from '#shared/api/offers.ts';
import * as offersMessages from '#shared/messages/offers.ts';

// request-terms.ts reads a request for its own route; here only its pure half is used.
vi.mock('../adapters/requests', () => ({ getRequest: vi.fn() }));
const { offerOfAdded, offerOfRequest, storedFigures } = await import('./offer-view');

const reading = {
  textLayer: true,
  pages: 2,
  terms: [{ term: 'baseSalary' as const, value: 300_000, page: 1, quote: 'Base salary $300,000.', confidence: 0.95 }],
  readAt: 5,
};

describe('an offer as the Compare offers screen shows it', () => {
  it("shows a request's reading as its page does: the reader's until staff confirm the terms", () => {
    const request = { type: 'contractReview' as const, timeStamp: Date.UTC(2026, 10, 26, 23, 30), contractTerms: reading };
    expect(offerOfRequest(request, undefined)).toEqual({
      source: 'contractReview',
      offerId: String(request.timeStamp),
      name: 'Contract review, November 26, 2026',
      createdAt: request.timeStamp,
      hasFile: true,
      reading: { state: 'read', pages: 2, terms: reading.terms, confirmed: false },
      figures: {},
    });
    const reviewed = offerOfRequest(
      {
        ...request,
        fileName: 'Mercy.pdf',
        termReview: {
          by: 's',
          at: 6,
          terms: [{ term: 'baseSalary', outcome: 'corrected', readerValue: 300_000, value: 310_000, page: 1, quote: 'q' }],
        },
      },
      { baseSalary: 320_000 },
    );
    expect(reviewed.name).toBe('Mercy.pdf');
    expect(reviewed.reading).toMatchObject({ confirmed: true, terms: [{ term: 'baseSalary', value: 310_000 }] });
    expect(reviewed.figures).toEqual({ baseSalary: 320_000 });
    expect(offerOfRequest({ type: 'compensationConsult', timeStamp: 0 }, undefined)).toMatchObject({
      name: 'Compensation consultation, January 1, 1970',
      reading: { state: 'pending', terms: [], confirmed: false },
    });
  });

  it('carries how staff settled each term of a reviewed request (corrected, added, not in the contract, the notes), with no staff id or date', () => {
    const reviewed = offerOfRequest(
      {
        type: 'contractReview',
        timeStamp: 9,
        contractTerms: reading,
        termReview: {
          by: 'staff-1',
          at: 6,
          terms: [
            {
              term: 'nonCompeteMonths',
              outcome: 'corrected',
              readerValue: 12,
              value: 30,
              page: 2,
              quote: 'for a period of twelve',
              note: 'See 4.2.',
            },
            { term: 'ptoDays', outcome: 'added', value: 20, page: 1 },
            { term: 'baseSalary', outcome: 'notInContract', readerValue: 300_000 },
          ],
        },
      },
      undefined,
    );
    expect(reviewed.reading).toEqual({
      state: 'read',
      pages: 2,
      confirmed: true,
      terms: [
        { term: 'nonCompeteMonths', value: 30, page: 2, quote: 'for a period of twelve', confidence: 1 },
        { term: 'ptoDays', value: 20, page: 1, quote: '', confidence: 1 },
      ],
      settled: [
        { term: 'nonCompeteMonths', outcome: 'corrected', readerValue: 12, note: 'See 4.2.' },
        { term: 'ptoDays', outcome: 'added' },
        { term: 'baseSalary', outcome: 'notInContract', readerValue: 300_000 },
      ],
    });
    expect(JSON.stringify(reviewed)).not.toContain('staff-1');
    // Not reviewed yet: no settled outcomes.
    expect(offerOfRequest({ type: 'contractReview', timeStamp: 9, contractTerms: reading }, undefined).reading).not.toHaveProperty('settled');
  });

  it('gives an added offer a reading only when it has a PDF', () => {
    const offer = { userId: 'u1', offerId: 7, name: 'Mercy Hospital', createdAt: 7 };
    expect(offerOfAdded(offer, undefined)).toEqual({
      source: 'added',
      offerId: '7',
      name: 'Mercy Hospital',
      createdAt: 7,
      hasFile: false,
      figures: {},
    });
    expect(offerOfAdded({ ...offer, file: 'offers/u1/7.pdf' }, undefined).reading).toEqual({ state: 'pending', terms: [], confirmed: false });
  });

  it('leaves out a stored figure the schema refuses, keeping the others', () => {
    expect(storedFigures({ baseSalary: 1, callRatio: '1:4' })).toEqual({ baseSalary: 1, callRatio: '1:4' });
    expect(storedFigures({ baseSalary: -1, ptoDays: 20, retired: true })).toEqual({ ptoDays: 20 });
    expect(storedFigures(undefined)).toEqual({});
  });

  it('says the limit the contract sets', () => {
    expect(offersMessages.tooManyOffers).toContain(`at most ${maxAddedOffers} offers`);
  });
});
