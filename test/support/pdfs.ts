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
