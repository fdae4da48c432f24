/** Real PDF files for request tests, made when the test runs (no binary fixtures in git). */
import { PDFDocument, StandardFonts } from 'pdf-lib';

/** A readable PDF of `pages` pages, each with a line of text. */
export async function makePdf(pages = 1, title = 'Offer letter'): Promise<Buffer> {
  const document = await PDFDocument.create();
  const font = await document.embedFont(StandardFonts.Helvetica);
  for (let page = 1; page <= pages; page++) document.addPage().drawText(`${title}, page ${page}`, { x: 72, y: 720, size: 14, font });
  return Buffer.from(await document.save());
}

/** A PDF whose trailer says it is encrypted (what a password-protected export looks like to a parser). */
export async function encryptedPdf(): Promise<Buffer> {
  const document = await PDFDocument.create();
  document.addPage();
  const text = Buffer.from(await document.save({ useObjectStreams: false })).toString('latin1');
  return Buffer.from(text.replace(/trailer\s*<</, 'trailer\n<<\n/Encrypt << /Filter /Standard /V 1 /R 2 /O (x) /U (y) /P -4 >>'), 'latin1');
}

/** A text file with a .pdf name: what a renamed document is. */
export function renamedTextFile(): Buffer {
  return Buffer.from('Dear Dr. Smith,\nWe are pleased to offer you the position of attending physician.\n');
}

/** Starts like a PDF and is one byte over 20 MB. */
export function oversizedPdf(): Buffer {
  const header = Buffer.from('%PDF-1.7\n');
  return Buffer.concat([header, Buffer.alloc(20 * 1024 * 1024 + 1 - header.length, 0x20)]);
}

/** What a PDF with active content adds to its catalog (each a way scripts or files ride along). */
export const activeContentKinds = {
  'a JavaScript /OpenAction': '/OpenAction << /S /JavaScript /JS (app.alert\\(1\\)) >>',
  'a document-level script (/Names /JavaScript)': '/Names << /JavaScript << /Names [(init) << /S /JavaScript /JS (this.print\\(\\)) >>] >> >>',
  'a script under an escaped name (/J#53)': '/OpenAction << /S /JavaScript /J#53 (app.alert\\(1\\)) >>',
  'a /Launch action': '/OpenAction << /S /Launch /F (calc.exe) >>',
  'an embedded file (/EmbeddedFiles)': '/Names << /EmbeddedFiles << /Names [(a.exe) << /Type /Filespec /F (a.exe) /EF << /F 1 0 R >> >>] >> >>',
} as const;

/** A one-page PDF whose catalog carries `addition` (see activeContentKinds); written without object streams. */
export async function pdfWithCatalog(addition: string): Promise<Buffer> {
  const document = await PDFDocument.create();
  document.addPage();
  const text = Buffer.from(await document.save({ useObjectStreams: false })).toString('latin1');
  if (!text.includes('/Type /Catalog')) throw new Error('pdf-lib wrote no catalog');
  return Buffer.from(text.replace('/Type /Catalog', `/Type /Catalog ${addition}`), 'latin1');
}

/** One object an incremental update adds (see withUpdate): its number and what follows `N 0 obj`. */
export interface AddedObject {
  readonly number: number;
  readonly body: string;
  /** Written at the end of a comment line: a file-order parser skips it, a viewer reads it at the offset its xref gives. */
  readonly inComment?: boolean;
}

/**
 * An incremental update appended to a PDF written without object streams (`pdf`, latin1 text), as
 * editors and signing tools write them: the objects, a cross-reference section giving exactly their
 * offsets, a trailer naming the previous section (`/Prev`), `startxref` and `%%EOF`. `after` is
 * appended last, referenced by no cross-reference section (a decoy copy of an object, say).
 */
export function withUpdate(pdf: string, objects: readonly AddedObject[], after = ''): Buffer {
  const root = /\/Root (\d+ \d+ R)/.exec(pdf)?.[1];
  const previous = [...pdf.matchAll(/startxref\s+(\d+)/g)].at(-1)?.[1];
  const size = Number(/\/Size (\d+)/.exec(pdf)?.[1]);
  if (!root || !previous || !size) throw new Error('not a PDF pdf-lib wrote without object streams');
  let text = pdf.endsWith('\n') ? pdf : `${pdf}\n`;
  const offsets: string[] = [];
  for (const { number, body, inComment } of objects) {
    if (inComment) text += '% a comment, then ';
    offsets.push(`${number} 1\n${String(text.length).padStart(10, '0')} 00000 n \n`);
    text += `${number} 0 obj\n${body}\nendobj\n`;
  }
  const xref = text.length;
  const newSize = Math.max(size, ...objects.map(({ number }) => number + 1));
  text += `xref\n${offsets.join('')}trailer\n<< /Size ${newSize} /Root ${root} /Prev ${previous} >>\nstartxref\n${xref}\n%%EOF\n${after}`;
  return Buffer.from(text, 'latin1');
}

/** A pdf-lib one-page PDF as latin1 text (no object streams), with its catalog's and page's numbers and the catalog's body. */
export async function plainPdf(): Promise<{ text: string; catalog: number; catalogBody: string; page: number }> {
  const document = await PDFDocument.create();
  document.addPage();
  const text = Buffer.from(await document.save({ useObjectStreams: false })).toString('latin1');
  const catalog = /(\d+) 0 obj\s*(<<\s*\/Type \/Catalog[\s\S]*?>>)\s*endobj/.exec(text);
  const page = /(\d+) 0 obj\s*<<\s*\/Type \/Page\s/.exec(text);
  if (!catalog?.[1] || !catalog[2] || !page?.[1]) throw new Error('pdf-lib wrote no catalog or page');
  return { text, catalog: Number(catalog[1]), catalogBody: catalog[2], page: Number(page[1]) };
}

/** A catalog body with `addition` in it (`<< /Type /Catalog … >>` → `<< /Type /Catalog addition … >>`). */
export const catalogWith = (catalogBody: string, addition: string) => catalogBody.replace('/Type /Catalog', `/Type /Catalog ${addition}`);

/**
 * A one-page PDF whose incremental update gives the catalog a JavaScript /OpenAction, the action
 * written at the end of a comment line: a file-order parse skips it, viewers read it at the offset
 * the update's cross-reference section gives (issue 27).
 */
export async function pdfWithHiddenOpenAction(): Promise<Buffer> {
  const { text, catalog, catalogBody } = await plainPdf();
  return withUpdate(text, [
    { number: catalog, body: catalogWith(catalogBody, '/OpenAction 9 0 R') },
    { number: 9, body: '<< /S /JavaScript /JS (app.alert\\(1\\)) >>', inComment: true },
  ]);
}
