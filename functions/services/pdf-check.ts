import { ParseSpeeds, PDFDocument } from 'pdf-lib';
import { startsLikePdf } from '#shared/files/pdf.ts';

/**
 * Whether stored bytes are a PDF staff can open: `%PDF-` first, then a document pdf-lib parses
 * whole (strictly: an invalid object fails it) with a page tree of at least one page, and no
 * encryption (staff could not open a password-protected file). pdf-lib is pure JavaScript with no
 * native code and does not run the document's scripts; it parses, it never renders.
 */
export type PdfCheck = { readonly ok: true; readonly pages: number } | { readonly ok: false; readonly reason: 'unreadable' | 'encrypted' };

export async function checkPdf(bytes: Uint8Array): Promise<PdfCheck> {
  if (!startsLikePdf(bytes)) return { ok: false, reason: 'unreadable' };
  let document: PDFDocument;
  try {
    document = await PDFDocument.load(bytes, {
      // Read it, never change it; fail on the first broken object rather than guess around it.
      updateMetadata: false,
      throwOnInvalidObject: true,
      // Loaded so that an encrypted file is told apart from a broken one.
      ignoreEncryption: true,
      // One pass: yielding to the event loop between objects only slows a handler down.
      parseSpeed: ParseSpeeds.Fastest,
    });
  } catch {
    return { ok: false, reason: 'unreadable' };
  }
  if (document.isEncrypted) return { ok: false, reason: 'encrypted' };
  try {
    const pages = document.getPageCount();
    return pages > 0 ? { ok: true, pages } : { ok: false, reason: 'unreadable' };
  } catch {
    return { ok: false, reason: 'unreadable' };
  }
}
