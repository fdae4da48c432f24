import { getDocumentProxy } from 'unpdf';
import { describe, expect, it } from 'vitest';
import { printHeldOut } from '#test/fixtures/held-out/print.ts';
import type { HeldOutDocument } from '#test/fixtures/held-out/types.ts';
import { readScan, toPgm } from './contract-ocr';
import { readContract } from './contract-reader';

const page = (...paragraphs: string[]) => ({ blocks: paragraphs.map((text) => ({ kind: 'paragraph' as const, text })) });
const letter = (scan: boolean): HeldOutDocument => ({
  name: 'ocr-unit-offer',
  kind: 'offer',
  scan,
  pages: [
    page(
      'Dear Dr. Okafor,',
      'We are pleased to offer you the position of staff cardiologist. Your annual base salary will be $312,000, paid every two weeks.',
      'Either you or the Clinic may end your employment without cause by giving ninety (90) days written notice.',
    ),
    page('You will share call with your partners, one night in four (1 in 4).', 'Sincerely, The Clinic'),
  ],
  expected: [],
});

describe('toPgm', () => {
  it('expands 1-bit pictures (pdf.js: a set bit is white) to black and white grey levels', () => {
    const pgm = toPgm({ width: 10, height: 1, kind: 1, data: new Uint8Array([0b10100000, 0b01000000]) })!;
    const header = 'P5\n10 1\n255\n';
    expect(pgm.subarray(0, header.length).toString()).toBe(header);
    expect([...pgm.subarray(header.length)]).toEqual([255, 0, 255, 0, 0, 0, 0, 0, 0, 255]);
  });

  it('weighs colour to grey as the eye does, and refuses what is not one, three or four channels', () => {
    const pgm = toPgm({ width: 2, height: 1, data: new Uint8Array([255, 0, 0, 0, 0, 255]) })!;
    expect([...pgm.subarray(-2)]).toEqual([76, 29]);
    expect(toPgm({ width: 2, height: 1, data: new Uint8Array([1, 2, 3, 4, 5]) })).toBeUndefined();
  });

  it('shrinks a picture past the OCR bound by a whole factor, each pixel the mean of its square (issue 36)', () => {
    // 4 × 2 grey pixels held to 2 pixels: halved each way, each output pixel the mean of a 2 × 2 square.
    const pgm = toPgm({ width: 4, height: 2, data: new Uint8Array([0, 0, 255, 255, 0, 0, 255, 255, 9, 9, 9, 9].slice(0, 8)) }, 2)!;
    expect(pgm.subarray(0, 'P5\n2 1\n255\n'.length).toString()).toBe('P5\n2 1\n255\n');
    expect([...pgm.subarray(-2)]).toEqual([0, 255]);
    const large = toPgm({ width: 5000, height: 4000, data: new Uint8Array(5000 * 4000) })!;
    expect(large.subarray(0, 16).toString()).toMatch(/^P5\n2500 2000\n/);
  });
});

describe('reading a scan', () => {
  it('finds the terms of a printed and scanned letter, marked as read from a scan and less sure than the same words in text', async () => {
    const scanned = await readContract(await printHeldOut(letter(true)));
    const text = await readContract(await printHeldOut(letter(false)));
    expect(scanned).toMatchObject({ textLayer: false, pages: 2, scan: { pagesRead: 2, limited: false } });
    expect(text.textLayer).toBe(true);
    expect('scan' in text).toBe(false);
    for (const expected of [
      { term: 'baseSalary', value: 312_000, page: 1 },
      { term: 'noticeWithoutCauseDays', value: 90, page: 1 },
      { term: 'callRatio', value: '1:4', page: 2 },
    ])
      expect(scanned.terms).toContainEqual(expect.objectContaining({ ...expected, fromScan: true }));
    for (const finding of scanned.terms) {
      const same = text.terms.find((t) => t.term === finding.term)!;
      expect(finding.confidence).toBeLessThan(same.confidence);
      expect(same.fromScan).toBeUndefined();
    }
  }, 60_000);

  it('reads up to its page limit and deadline, and says it stopped', async () => {
    const pdf = await getDocumentProxy(await printHeldOut(letter(true)));
    const first = await readScan(pdf, { maxPages: 1 });
    expect(first).toMatchObject({ pagesRead: 1, limited: true });
    expect(first.pages[0]).toMatch(/312,000/);
    expect(first.pages[1]).toBe('');
    expect(first.confidence[0]).toBeGreaterThan(0.5);
    expect(await readScan(pdf, { deadline: Date.now() - 1 })).toMatchObject({ pagesRead: 0, limited: true, pages: ['', ''] });
    await pdf.cleanup();
  }, 60_000);
});
