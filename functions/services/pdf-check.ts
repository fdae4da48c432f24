import { ParseSpeeds, PDFArray, PDFDict, PDFDocument, PDFName, PDFStream, type PDFObject } from 'pdf-lib';
import { startsLikePdf } from '#shared/files/pdf.ts';

/**
 * Whether stored bytes are a PDF staff can open: `%PDF-` first, then a document pdf-lib parses
 * whole (strictly: an invalid object fails it) with a page tree of at least one page, and no
 * encryption (staff could not open a password-protected file). pdf-lib is pure JavaScript with no
 * native code and does not run the document's scripts; it parses, it never renders.
 * No active content either (activeContentOf): a contract needs no script and no attached file, and
 * staff open these files in their own viewers.
 */
export type PdfCheck =
  { readonly ok: true; readonly pages: number } | { readonly ok: false; readonly reason: 'unreadable' | 'encrypted' | 'activeContent' };

/** Keys that hold a script (a JavaScript action's code, the document's named scripts) or an attached file. */
const activeKeys = new Set(['JS', 'JavaScript', 'EmbeddedFile', 'EmbeddedFiles', 'EF', 'RichMedia']);
/**
 * Action types (`/S`) that run something or send the document somewhere. Others stay allowed: an
 * /OpenAction that only opens a page (a destination, or /S /GoTo) and /URI links are common in
 * ordinary contracts; an /OpenAction or /AA naming a script is refused by its /S or /JS.
 */
const activeActions = new Set(['JavaScript', 'Launch', 'SubmitForm', 'ImportData', 'RichMediaExecute', 'GoToE']);

/** Whether any object of the document holds a script, a launch or an attached file (names are compared decoded, so /J#53 is /JS). */
export function hasActiveContent(document: PDFDocument): boolean {
  const visit = (object: PDFObject | undefined): boolean => {
    if (object instanceof PDFStream) return visit(object.dict);
    if (object instanceof PDFArray) return object.asArray().some(visit);
    if (!(object instanceof PDFDict)) return false;
    for (const [key, value] of object.entries()) {
      const name = key.decodeText();
      if (activeKeys.has(name)) return true;
      if (
        (name === 'S' || name === 'Type') &&
        value instanceof PDFName &&
        (activeActions.has(value.decodeText()) || value.decodeText() === 'EmbeddedFile')
      )
        return true;
      // Indirect references are not followed: every indirect object is visited on its own.
      if (visit(value)) return true;
    }
    return false;
  };
  return document.context.enumerateIndirectObjects().some(([, object]) => visit(object));
}

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
    if (hasActiveContent(document)) return { ok: false, reason: 'activeContent' };
    const pages = document.getPageCount();
    return pages > 0 ? { ok: true, pages } : { ok: false, reason: 'unreadable' };
  } catch {
    return { ok: false, reason: 'unreadable' };
  }
}
