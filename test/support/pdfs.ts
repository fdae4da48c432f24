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
