import { describe, expect, it } from 'vitest';
import * as messages from '#shared/messages.ts';
import { parseFigure } from './figure-input';

describe("the physician's figure for a term", () => {
  it('reads amounts as people type them, in the term’s unit', () => {
    expect(parseFigure('baseSalary', ' $300,000 ')).toEqual({ ok: true, value: 300_000 });
    expect(parseFigure('wrvuRate', '67.50')).toEqual({ ok: true, value: 67.5 });
    expect(parseFigure('autoRenews', 'false')).toEqual({ ok: true, value: false });
    expect(parseFigure('callRatio', '1:4')).toEqual({ ok: true, value: '1:4' });
    expect(parseFigure('malpracticeType', 'occurrence')).toEqual({ ok: true, value: 'occurrence' });
  });

  it("refuses what the API would, with the shared schema's words", () => {
    expect(parseFigure('baseSalary', 'a lot')).toEqual({ ok: false, message: messages.compareOffers.figureNotNumber });
    expect(parseFigure('initialTermMonths', '36.5')).toEqual({ ok: false, message: 'Initial term must be a whole number.' });
    expect(parseFigure('callRatio', 'every fourth night')).toEqual({ ok: false, message: 'Call must be written 1:N, for example 1:4.' });
    expect(parseFigure('wrvuRate', '20000')).toEqual({ ok: false, message: 'Pay per wRVU is too large.' });
  });
});
