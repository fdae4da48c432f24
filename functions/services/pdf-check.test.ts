import { PDFDocument, PDFName, PDFString } from 'pdf-lib';
import { describe, expect, it } from 'vitest';
import { activeContentKinds, pdfWithCatalog } from '#test/support/pdfs.ts';
import { checkPdf } from './pdf-check';

async function pdfWithPages(pages: number, useObjectStreams = true): Promise<Uint8Array> {
  const document = await PDFDocument.create();
  for (let page = 0; page < pages; page++) document.addPage();
  return document.save({ useObjectStreams });
}

describe('checkPdf', () => {
  it('accepts a real PDF and counts its pages', async () => {
    expect(await checkPdf(await pdfWithPages(3))).toEqual({ ok: true, pages: 3 });
    expect(await checkPdf(await pdfWithPages(1, false))).toEqual({ ok: true, pages: 1 });
  });

  it('refuses a text file, a file that only starts like a PDF, and a truncated PDF', async () => {
    const real = await pdfWithPages(2);
    for (const bytes of [
      new TextEncoder().encode('Dear Dr. Smith, we are pleased…'),
      new TextEncoder().encode('%PDF-1.7\nnot really'),
      real.slice(0, 300),
    ]) {
      expect(await checkPdf(bytes)).toEqual({ ok: false, reason: 'unreadable' });
    }
  });

  it('tells an encrypted PDF apart', async () => {
    const text = new TextDecoder('latin1').decode(await pdfWithPages(1, false));
    const encrypted = text.replace(/trailer\s*<</, 'trailer\n<<\n/Encrypt << /Filter /Standard /V 1 /R 2 /O (x) /U (y) /P -4 >>');
    expect(await checkPdf(Uint8Array.from(encrypted, (character) => character.charCodeAt(0)))).toEqual({ ok: false, reason: 'encrypted' });
  });

  it.each(Object.entries(activeContentKinds))('refuses a PDF with active content: %s', async (_, addition) => {
    expect(await checkPdf(await pdfWithCatalog(addition))).toEqual({ ok: false, reason: 'activeContent' });
  });

  it('finds a script inside a compressed object stream too', async () => {
    const document = await PDFDocument.create();
    document.addPage();
    const action = document.context.obj({ S: PDFName.of('JavaScript'), JS: PDFString.of('app.alert(1)') });
    document.catalog.set(PDFName.of('OpenAction'), document.context.register(action));
    const bytes = await document.save({ useObjectStreams: true });
    expect(Buffer.from(bytes).toString('latin1')).not.toContain('/JavaScript');
    expect(await checkPdf(bytes)).toEqual({ ok: false, reason: 'activeContent' });
  });

  it('accepts what ordinary contracts carry: an /OpenAction that only opens a page, and web links', async () => {
    for (const addition of ['/OpenAction [3 0 R /Fit]', '/OpenAction << /S /GoTo /D [3 0 R /Fit] >>', '/URI << /Base (https://example.test/) >>']) {
      expect(await checkPdf(await pdfWithCatalog(addition)), addition).toEqual({ ok: true, pages: 1 });
    }
  });
});
