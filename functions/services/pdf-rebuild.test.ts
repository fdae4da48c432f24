import { PDFArray, PDFDict, PDFDocument, PDFHexString, PDFName, PDFRef, PDFStream, PDFString, degrees, type PDFObject } from 'pdf-lib';
import { createCanvas, loadImage } from '@napi-rs/canvas';
import { renderPageAsImage } from 'unpdf';
import { describe, expect, it } from 'vitest';
import { plainPdf, withUpdate } from '#test/support/pdfs.ts';
import { crafted, letter, linkTo } from '#test/support/pdfs-active.ts';
import { drawingsPerPage, pdfjs, textPerPage } from '#test/support/pdf-views.ts';
import { checkPdf } from './pdf-check';
import { PdfRebuildError, rebuildPdf } from './pdf-rebuild';

/** Every action type of PDF 2.0 (12.6.4): an /S with one of these values is an action. */
const actionTypes = [
  'GoTo',
  'GoToR',
  'GoToE',
  'GoToDp',
  'Launch',
  'Thread',
  'URI',
  'Sound',
  'Movie',
  'Hide',
  'Named',
  'SubmitForm',
  'ResetForm',
  'ImportData',
  'SetOCGState',
  'Rendition',
  'Trans',
  'GoTo3DView',
  'JavaScript',
  'RichMediaExecute',
];
/** Keys none of which may be anywhere in a rebuilt file. */
const forbiddenKeys = new Set([
  'AA',
  'JS',
  'JavaScript',
  'OpenAction',
  'Names',
  'Outlines',
  'AcroForm',
  'EmbeddedFile',
  'EmbeddedFiles',
  'EF',
  'XFA',
  'RichMedia',
  'Collection',
  'FS',
  'Dests',
  'Metadata',
  'Info',
  'StructTreeRoot',
  'URI', // only as a URI action's address, checked below
]);
/** The only /S values of a rebuilt file: the two actions, a transparency group's and a soft mask's, a link's border style. */
const allowedS = new Set(['GoTo', 'URI', 'Transparency', 'Luminosity', 'Alpha', 'S', 'D', 'B', 'I', 'U']);
const webOrMail = /^(https?:\/\/|mailto:|www\.)/i;

/**
 * What of active content a rebuilt file still holds (an empty list when none): every indirect
 * object pdf-lib loads, walked whole with names decoded; any /S that is an action other than a web
 * or mail /URI or a /GoTo to one of its pages, any forbidden key, any annotation but a link.
 */
async function activeLeft(bytes: Uint8Array): Promise<string[]> {
  const document = await PDFDocument.load(bytes, { updateMetadata: false });
  const pages = new Set(document.getPages().map((page) => page.ref.tag));
  const found: string[] = [];
  const destinationOk = (value: PDFObject | undefined) =>
    value instanceof PDFArray && value.get(0) instanceof PDFRef && pages.has((value.get(0) as PDFRef).tag);
  const walk = (object: PDFObject | undefined, where: string, depth = 0): void => {
    if (depth > 100) return void found.push(`${where}: too deep`);
    if (object instanceof PDFStream) return walk(object.dict, where, depth + 1);
    if (object instanceof PDFArray) return object.asArray().forEach((item) => walk(item, where, depth + 1));
    if (!(object instanceof PDFDict)) return;
    const get = (key: string) => object.get(PDFName.of(key));
    const s = get('S');
    if (s !== undefined) {
      const kind = s instanceof PDFName ? s.decodeText() : undefined;
      if (kind === undefined || !allowedS.has(kind) || (actionTypes.includes(kind) && kind !== 'GoTo' && kind !== 'URI'))
        found.push(`${where}: /S ${String(s)}`);
      if (kind === 'URI') {
        const address = get('URI');
        if (!(address instanceof PDFString || address instanceof PDFHexString) || !webOrMail.test(address.decodeText()))
          found.push(`${where}: URI ${String(address)}`);
      }
      if (kind === 'GoTo' && !destinationOk(get('D'))) found.push(`${where}: GoTo ${String(get('D'))}`);
    }
    const type = get('Type') instanceof PDFName ? (get('Type') as PDFName).decodeText() : undefined;
    if (type === 'Action' || type === 'EmbeddedFile' || type === 'Filespec') found.push(`${where}: /Type ${type}`);
    if (type === 'Annot' && (get('Subtype') as PDFName | undefined)?.decodeText() !== 'Link')
      found.push(`${where}: annotation ${String(get('Subtype'))}`);
    if (get('Dest') !== undefined && !destinationOk(get('Dest'))) found.push(`${where}: Dest ${String(get('Dest'))}`);
    if (get('FT') !== undefined) found.push(`${where}: a form field`);
    for (const [key, value] of object.entries()) {
      const name = key.decodeText();
      if (forbiddenKeys.has(name) && !(name === 'URI' && s instanceof PDFName && s.decodeText() === 'URI')) found.push(`${where}: /${name}`);
      walk(value, where, depth + 1);
    }
  };
  for (const [ref, object] of document.context.enumerateIndirectObjects()) walk(object, ref.toString());
  walk(document.context.trailerInfo.Info, 'trailer /Info');
  return found;
}

/** The share of pixels that differ (by more than a little, in any channel) between a page of two PDFs rendered by pdf.js at 1x, annotations drawn as viewers draw them. */
async function pixelsDiffering(a: Uint8Array, b: Uint8Array, page: number): Promise<number> {
  const pixels = async (bytes: Uint8Array) => {
    const png = await renderPageAsImage(new Uint8Array(bytes), page, { canvasImport: () => import('@napi-rs/canvas'), scale: 1 });
    const image = await loadImage(Buffer.from(png));
    const canvas = createCanvas(image.width, image.height);
    canvas.getContext('2d').drawImage(image, 0, 0);
    return canvas.getContext('2d').getImageData(0, 0, image.width, image.height).data;
  };
  const [one, two] = [await pixels(a), await pixels(b)];
  if (one.length !== two.length) return 1;
  let differing = 0;
  for (let index = 0; index < one.length; index += 4) {
    if ([0, 1, 2, 3].some((channel) => Math.abs(one[index + channel]! - two[index + channel]!) > 32)) differing++;
  }
  return differing / (one.length / 4);
}

describe('rebuildPdf', () => {
  it.each(Object.keys(crafted))('leaves no action and no file: %s', async (name) => {
    const original = await crafted[name]!();
    const rebuilt = await rebuildPdf(original);
    expect(await activeLeft(rebuilt)).toEqual([]);
    expect(await activeLeft(await rebuildPdf(original, { useObjectStreams: false }))).toEqual([]);
    expect(await checkPdf(rebuilt)).toEqual({ ok: true, pages: 2 });
    expect(await textPerPage(rebuilt)).toEqual(await textPerPage(original));
    // The walk finds what it looks for: the original holds something (a check of the test itself).
    expect(await activeLeft(original)).not.toEqual([]);
  });

  it('keeps an ordinary contract: pages, text, sizes, what is drawn, and its web, mail and internal links', async () => {
    const original = await letter((document, [first, second]) => {
      linkTo(document, first!, { A: { S: 'URI', URI: PDFString.of('https://www.example.test/benefits') } });
      linkTo(document, first!, { A: { S: 'URI', URI: PDFString.of('mailto:hr@example.test') } });
      linkTo(document, first!, { A: { S: 'GoTo', D: [second!.ref, 'XYZ', 0, 800, 0] } });
      linkTo(document, first!, { Dest: [second!.ref, 'Fit'] });
      linkTo(document, first!, { Dest: PDFName.of('terms') });
      linkTo(document, second!, { A: { S: 'URI', URI: PDFString.of('www.example.test/') } });
      document.catalog.set(PDFName.of('Dests'), document.context.obj({ terms: [second!.ref, 'FitH', 700] }));
      second!.setSize(612, 1008);
      second!.setRotation(degrees(90));
      const field = document.getForm().createTextField('signature.name');
      field.setText('Dr. A. Physician');
      field.addToPage(second!, { x: 72, y: 500, width: 200, height: 24 });
    });
    const rebuilt = await rebuildPdf(original);
    expect(await checkPdf(rebuilt)).toEqual({ ok: true, pages: 2 });
    // The filled field is drawn into the page (flattened): its value becomes part of the page's text.
    const [first, second] = await textPerPage(original);
    expect(await textPerPage(rebuilt)).toEqual([first, `${second}Dr. A. Physician`]);
    // The first page (links only) draws exactly the same operators; both look the same as pictures.
    expect((await drawingsPerPage(rebuilt))[0]).toEqual((await drawingsPerPage(original))[0]);
    for (const page of [1, 2]) expect(await pixelsDiffering(original, rebuilt, page)).toBeLessThan(0.001);
    const sizes = async (bytes: Uint8Array) =>
      (await PDFDocument.load(bytes)).getPages().map((page) => ({ ...page.getSize(), rotation: page.getRotation().angle }));
    expect(await sizes(rebuilt)).toEqual(await sizes(original));
    expect(await sizes(rebuilt)).toEqual([
      { width: 612, height: 792, rotation: 0 },
      { width: 612, height: 1008, rotation: 90 },
    ]);

    const pdf = await pdfjs(rebuilt);
    try {
      const resolved = async (number: number) => {
        const annotations = (await (await pdf.getPage(number)).getAnnotations()) as { subtype: string; url?: string; dest?: unknown[] }[];
        return Promise.all(
          annotations.map(async ({ subtype, url, dest }) => ({
            subtype,
            url,
            page: Array.isArray(dest) ? await pdf.getPageIndex(dest[0] as never) : undefined,
          })),
        );
      };
      expect(await resolved(1)).toEqual([
        { subtype: 'Link', url: 'https://www.example.test/benefits', page: undefined },
        { subtype: 'Link', url: 'mailto:hr@example.test', page: undefined },
        { subtype: 'Link', url: undefined, page: 1 },
        { subtype: 'Link', url: undefined, page: 1 },
        { subtype: 'Link', url: undefined, page: 1 },
      ]);
      // `www.` is kept as written; pdf.js makes it an http address. The form field is gone.
      expect(await resolved(2)).toEqual([{ subtype: 'Link', url: 'http://www.example.test/', page: undefined }]);
    } finally {
      await pdf.loadingTask.destroy();
    }
  });

  it('resolves what a page inherits from its ancestors: boxes, rotation, resources', async () => {
    const { text, page } = await plainPdf();
    // Move the page's MediaBox and Resources up to a new intermediate /Pages node with a /Rotate.
    const pages = /(\d+) 0 obj\s*(<<\s*\/Type \/Pages[\s\S]*?>>)\s*endobj/.exec(text)!;
    const stream = 'BT /F1 12 Tf 72 300 Td (Inherited resources) Tj ET';
    const bytes = withUpdate(text, [
      { number: Number(pages[1]), body: `<< /Type /Pages /Kids [20 0 R] /Count 1 /MediaBox [0 0 300 400] >>` },
      {
        number: 20,
        body: `<< /Type /Pages /Parent ${pages[1]} 0 R /Kids [${page} 0 R] /Count 1 /Rotate 180 /Resources << /Font << /F1 << /Type /Font /Subtype /Type1 /BaseFont /Helvetica >> >> >> >>`,
      },
      { number: 21, body: `<< /Length ${stream.length} >>\nstream\n${stream}\nendstream` },
      { number: page, body: `<< /Type /Page /Parent 20 0 R /Contents 21 0 R >>` },
    ]);
    const rebuilt = await rebuildPdf(bytes);
    const document = await PDFDocument.load(rebuilt);
    expect(document.getPage(0).getSize()).toEqual({ width: 300, height: 400 });
    expect(document.getPage(0).getRotation().angle).toBe(180);
    expect(await textPerPage(rebuilt)).toEqual(['Inherited resources']);
    expect(await drawingsPerPage(rebuilt)).toEqual(await drawingsPerPage(bytes));
  });

  it("keeps a scan's decoding parameters (CCITT fax, JBIG2 globals) with its image bytes as they are", async () => {
    const ccitt = { Filter: 'CCITTFaxDecode', DecodeParms: { K: -1, Columns: 1728, Rows: 2200, BlackIs1: true, EncodedByteAlign: false } };
    let globals: PDFRef | undefined;
    const original = await letter((document, [page]) => {
      globals = document.context.register(document.context.stream(new Uint8Array([0, 0, 0, 0, 0x30])));
      const jbig2 = { Filter: 'JBIG2Decode', DecodeParms: { JBIG2Globals: globals } };
      const image = (parameters: object) =>
        document.context.register(
          document.context.stream(new Uint8Array([1, 2, 3, 4]), {
            Type: 'XObject',
            Subtype: 'Image',
            Width: 1728,
            Height: 2200,
            BitsPerComponent: 1,
            ...parameters,
          } as never),
        );
      page!.node.normalizedEntries().XObject.set(PDFName.of('Fax'), image(ccitt));
      page!.node.normalizedEntries().XObject.set(PDFName.of('Jbig'), image(jbig2));
    });
    const document = await PDFDocument.load(await rebuildPdf(original));
    const xObjects = document.getPage(0).node.Resources()!.lookup(PDFName.of('XObject'), PDFDict);
    const fax = xObjects.lookup(PDFName.of('Fax'), PDFStream);
    expect(fax.dict.lookup(PDFName.of('DecodeParms'), PDFDict).toString()).toBe(document.context.obj(ccitt.DecodeParms).toString());
    expect(Array.from(fax.getContents())).toEqual([1, 2, 3, 4]);
    const jbig = xObjects.lookup(PDFName.of('Jbig'), PDFStream);
    const copiedGlobals = jbig.dict.lookup(PDFName.of('DecodeParms'), PDFDict).lookup(PDFName.of('JBIG2Globals'), PDFStream);
    expect(Array.from(copiedGlobals.getContents())).toEqual([0, 0, 0, 0, 0x30]);
  });

  it('copies a resource that references itself once, and refuses past the limit of objects', async () => {
    const original = await letter((document, [page]) => {
      // A form XObject whose resources name itself: drawn once, but a naive deep copy never ends.
      const form = document.context.formXObject([], { BBox: [0, 0, 10, 10], Resources: {} });
      const ref = document.context.register(form);
      form.dict.set(PDFName.of('Resources'), document.context.obj({ XObject: { Self: ref } }));
      page!.node.normalizedEntries().XObject.set(PDFName.of('Loop'), ref);
    });
    const rebuilt = await rebuildPdf(original);
    expect(await checkPdf(rebuilt)).toEqual({ ok: true, pages: 2 });
    const forms = [...(await PDFDocument.load(rebuilt)).context.enumerateIndirectObjects()].filter(
      ([, object]) => object instanceof PDFStream && (object.dict.get(PDFName.of('Subtype')) as PDFName | undefined)?.decodeText() === 'Form',
    );
    expect(forms).toHaveLength(1);
    await expect(rebuildPdf(original, { limits: { maxObjects: 5 } })).rejects.toThrow(PdfRebuildError);
  });

  it('keeps an indirect /Subtype or /S only for what it resolves to', async () => {
    const original = await letter((document, [page]) => {
      const link = document.context.register(PDFName.of('Link'));
      const uri = document.context.register(PDFName.of('URI'));
      linkTo(document, page!, { Subtype: link, A: { S: uri, URI: PDFString.of('https://example.test/a') } });
      linkTo(document, page!, {
        Subtype: document.context.register(PDFName.of('Widget')),
        A: { S: uri, URI: PDFString.of('https://example.test/b') },
      });
      linkTo(document, page!, { A: { S: uri, URI: document.context.register(PDFString.of('https://example.test/c')) } });
    });
    const rebuilt = await rebuildPdf(original);
    expect(await activeLeft(rebuilt)).toEqual([]);
    const pdf = await pdfjs(rebuilt);
    try {
      const annotations = (await (await pdf.getPage(1)).getAnnotations()) as { url?: string }[];
      // The second is no link, the third's address is a reference (decision 0021 wants the string itself).
      expect(annotations.map(({ url }) => url)).toEqual(['https://example.test/a']);
    } finally {
      await pdf.loadingTask.destroy();
    }
  });
});
