import {
  ParseSpeeds,
  PDFArray,
  PDFContext,
  PDFDict,
  PDFDocument,
  PDFHexString,
  PDFName,
  PDFObjectParser,
  PDFObjectStreamParser,
  PDFRawStream,
  PDFStream,
  PDFString,
  type PDFObject,
} from 'pdf-lib';
import { getDocumentProxy, getResolvedPDFJS } from 'unpdf';
import { startsLikePdf } from '#shared/files/pdf.ts';
import * as requestsMessages from '#shared/messages/requests.ts';

/**
 * Whether stored bytes are a PDF staff can open: `%PDF-` first, then a document pdf-lib parses
 * whole (strictly: an invalid object fails it) with a page tree of at least one page, and no
 * encryption (staff could not open a password-protected file). Neither parser here runs the
 * document's scripts or renders it.
 * No active content either: a contract needs no script, no attached file and no action beyond a
 * web link or a jump inside the document, and staff open these files in their own viewers. It is
 * judged twice (docs/decisions/0021-request-pdfs.md): on every definition of every object pdf-lib
 * finds anywhere in the file (activeDefinition), and on the document as pdf.js resolves it through
 * the cross-reference table, the way viewers read it (activeForPdfjs). Either finding refuses it.
 */
export type PdfCheck =
  { readonly ok: true; readonly pages: number } | { readonly ok: false; readonly reason: 'unreadable' | 'encrypted' | 'activeContent' };

/** What the person who uploaded a refused PDF is told, by reason: the same for a request and a staff review. */
export const pdfRefusalText = {
  unreadable: requestsMessages.pdfUnreadable,
  encrypted: requestsMessages.pdfEncrypted,
  activeContent: requestsMessages.pdfActiveContent,
} as const satisfies Record<Extract<PdfCheck, { ok: false }>['reason'], string>;

/**
 * Keys that hold a script (a JavaScript action's code, the document's named scripts), an attached
 * file (or a portfolio of them), an XFA form (its own scripting), or additional actions (`/AA`:
 * triggers that fire on opening, closing, hovering or typing, never needed by a contract).
 */
const activeKeys = new Set(['JS', 'JavaScript', 'EmbeddedFile', 'EmbeddedFiles', 'EF', 'RichMedia', 'XFA', 'AA', 'Collection']);
/** Every action type (`/S`) of PDF 2.0 (ISO 32000-2, 12.6.4). */
const actionTypes = new Set([
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
]);
/**
 * The only actions an ordinary contract carries: a jump to a page of the document (an /OpenAction,
 * a bookmark, an internal link) and a web or mail link. Every other one runs something (JavaScript,
 * Launch, Named menu items, media), fetches or sends something (GoToR, a leak of the viewer's
 * network credentials through a share path; SubmitForm, ImportData) or opens an attachment (GoToE).
 */
const harmlessActions = new Set(['GoTo', 'URI']);
/** Annotations that carry or play a file. */
const activeAnnotations = new Set(['FileAttachment', 'Sound', 'Movie', 'RichMedia']);
/** What a web or mail link's address starts with (`www.` as Word writes a link typed without a scheme). */
const webLink = /^(https?:\/\/|mailto:|tel:|www\.)/i;

const nameOf = (value: PDFObject | undefined): string | undefined => (value instanceof PDFName ? value.decodeText() : undefined);

/**
 * Whether one object holds active content, judged on the object alone (references are not
 * followed: every definition is judged on its own). Names are compared decoded, so /J#53 is /JS.
 */
function activeObject(object: PDFObject | undefined): boolean {
  if (object instanceof PDFStream) return activeObject(object.dict);
  if (object instanceof PDFArray) return object.asArray().some(activeObject);
  if (!(object instanceof PDFDict)) return false;
  const get = (key: string) => object.get(PDFName.of(key));
  const action = nameOf(get('S'));
  if (action !== undefined && actionTypes.has(action) && !harmlessActions.has(action)) return true;
  if (nameOf(get('Type')) === 'Action' && (action === undefined || !harmlessActions.has(action))) return true;
  if (nameOf(get('Type')) === 'EmbeddedFile') return true;
  if (action === 'URI') {
    const address = get('URI');
    // An indirect or missing address is not what a link of a contract looks like.
    if (!(address instanceof PDFString || address instanceof PDFHexString) || !webLink.test(address.decodeText().trim())) return true;
  }
  const subtype = nameOf(get('Subtype'));
  if (subtype !== undefined && activeAnnotations.has(subtype)) return true;
  // A form field or its widget with an action of its own (a button's submit, reset, script, link).
  if ((subtype === 'Widget' || get('FT') !== undefined) && get('A') !== undefined) return true;
  for (const [key, value] of object.entries()) {
    if (activeKeys.has(key.decodeText())) return true;
    if (activeObject(value)) return true;
  }
  return false;
}

/** Bytes matching the `obj` keyword of an indirect object's header (not `endobj`, not a longer word). */
const objectKeyword = /\bobj\b/g;
/**
 * At most this many definitions are parsed (a 3,000-page contract has about 10,000); a file of more,
 * or one stuffed with `obj<<>>` to make the scan crawl, is refused as unreadable.
 */
const maxDefinitions = 250_000;

/** Where the object after an `obj` keyword starts, past white space and comments; undefined unless it is a dictionary, stream or array (only those can hold active content). */
function containerAfter(bytes: Uint8Array, index: number): number | undefined {
  let at = index;
  while (at < bytes.length) {
    const byte = bytes[at]!;
    if (byte === 0x25) {
      while (at < bytes.length && bytes[at] !== 0x0a && bytes[at] !== 0x0d) at++; // a comment, to the end of its line
    } else if (byte === 0x00 || byte === 0x09 || byte === 0x0a || byte === 0x0c || byte === 0x0d || byte === 0x20) {
      at++;
    } else {
      return byte === 0x3c || byte === 0x5b ? at : undefined; // `<` or `[`
    }
  }
  return undefined;
}

/**
 * Whether any definition of any object anywhere in the file holds active content: pdf-lib's object
 * parser is run after every `obj` keyword in the bytes, and on every object of every object stream
 * so found. That is a superset of what a viewer can resolve through any cross-reference section of
 * any revision (each offset there points at an `obj` header), of what a viewer rebuilding a broken
 * table finds by scanning, and of what pdf-lib's own load keeps (the last definition of each
 * number, in file order). So an object defined twice, an object an incremental update adds, or one
 * hidden where a file-order parse skips it (inside a comment or another stream's data) is read.
 * An object stream pdf-lib cannot decode throws (the file is then refused as unreadable).
 */
async function activeDefinition(bytes: Uint8Array): Promise<boolean> {
  const text = Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength).toString('latin1');
  const fromObjectStreams: PDFObject[] = [];
  const context = PDFContext.create();
  // Objects of an object stream are handed here one by one; keep each (a number may repeat).
  context.assign = (_, object) => void fromObjectStreams.push(object);
  let parsed = 0;
  for (const match of text.matchAll(objectKeyword)) {
    const start = containerAfter(bytes, match.index + 'obj'.length);
    if (start === undefined) continue;
    if (++parsed > maxDefinitions) throw new Error('Too many objects to read');
    let object: PDFObject;
    try {
      object = PDFObjectParser.forBytes(bytes.subarray(start), context).parseObject();
    } catch {
      continue; // Not an object (the word in a text, or bytes of a compressed stream).
    }
    if (activeObject(object)) return true;
    if (object instanceof PDFRawStream && nameOf(object.dict.get(PDFName.of('Type'))) === 'ObjStm') {
      fromObjectStreams.length = 0;
      await PDFObjectStreamParser.forStream(object).parseIntoContext();
      parsed += fromObjectStreams.length;
      if (parsed > maxDefinitions) throw new Error('Too many objects to read');
      if (fromObjectStreams.some(activeObject)) return true;
    }
  }
  return false;
}

/** pdf.js reads at most this many pages' annotations and scripts (a 20 MB file of thousands of pages must not hold a request up); the pdf-lib side reads every object whatever the count. */
const pdfjsPageLimit = 500;

/** What pdf.js reports of one annotation (the public `getAnnotations()` data, the fields read here). */
interface AnnotationData {
  readonly subtype?: string;
  readonly url?: string;
  readonly unsafeUrl?: string;
  readonly dest?: unknown;
  readonly action?: string;
  readonly actions?: Record<string, unknown> | null;
  readonly attachment?: unknown;
  readonly resetForm?: unknown;
  readonly setOCGState?: unknown;
}

function activeAnnotation(annotation: AnnotationData): boolean {
  if (annotation.subtype !== undefined && activeAnnotations.has(annotation.subtype)) return true;
  // Scripts (collected for widgets from /A and /AA), an attachment to open (GoToE), a menu item (Named), form or layer changes.
  if (annotation.actions || annotation.attachment || annotation.action || annotation.resetForm || annotation.setOCGState) return true;
  // A widget (a form field) goes nowhere: a button that opens a link or a page is an action on a field.
  if (annotation.subtype === 'Widget' && (annotation.unsafeUrl !== undefined || annotation.dest !== undefined)) return true;
  // pdf.js reports a Launch's or GoToR's file as the link's address: only web and mail addresses pass.
  return typeof annotation.unsafeUrl === 'string' && !webLink.test(annotation.unsafeUrl.trim());
}

/**
 * What pdf.js (the unpdf build already used by the contract reader) resolves through the
 * cross-reference table, as viewers do: the document's scripts (name tree, /OpenAction, catalog
 * /AA), its attachments, XFA and portfolios, a named /OpenAction, each page's /AA scripts and its
 * annotations (scripts of widgets and fields, attachments, link targets). Public APIs only, so no
 * internal of one pdf.js version is relied on; they do not show everything (pdf.js reports a link's
 * Launch or GoToR only as an address, and no non-script action of a field), which is why
 * activeDefinition reads the raw objects as well. pdf.js never runs a document's scripts here: the
 * scripting sandbox is a separate module the viewer loads and nothing here does; this version has
 * no eval path (no `isEvalSupported` option any more); XFA is not laid out (`enableXfa: false`);
 * nothing is rendered. In Node, unpdf's build runs pdf.js's worker code on this thread.
 */
async function activeForPdfjs(bytes: Uint8Array): Promise<boolean> {
  // A copy: pdf.js takes over (detaches) the buffer it is given.
  const pdf = await getDocumentProxy(new Uint8Array(bytes), {
    verbosity: 0,
    enableXfa: false,
    stopAtErrors: false,
    disableAutoFetch: true,
    disableStream: true,
    disableFontFace: true,
    useSystemFonts: false,
    isOffscreenCanvasSupported: false,
    isImageDecoderSupported: false,
  });
  try {
    const { info } = (await pdf.getMetadata()) as { info: { IsXFAPresent?: boolean; IsCollectionPresent?: boolean } };
    if (info.IsXFAPresent || info.IsCollectionPresent) return true;
    if (await pdf.hasJSActions()) return true; // Document-level scripts (name tree, /OpenAction, catalog /AA) and fields' scripts.
    if (await pdf.getAttachments()) return true;
    if ((await pdf.getOpenAction())?.action) return true; // A named action (a menu item) on opening.
    const fields = (await pdf.getFieldObjects()) as Record<string, readonly AnnotationData[]> | null;
    if (fields && Object.values(fields).some((widgets) => widgets.some(activeAnnotation))) return true;
    const pages = Math.min(pdf.numPages, pdfjsPageLimit);
    // Each page's /AA scripts; asked for all at once (one at a time, each waits its turn on the message port).
    const pageScripts = await Promise.all(
      Array.from({ length: pages }, async (_, index) => (await (await pdf.getPage(index + 1)).getJSActions()) as Record<string, unknown> | null),
    );
    if (pageScripts.some((scripts) => scripts && Object.keys(scripts).length > 0)) return true;
    // One call for every page's annotations of the kinds that can act (a page's getAnnotations()
    // also prepares what rendering needs, ten times slower).
    const { AnnotationType } = await getResolvedPDFJS();
    const kinds = new Set([
      AnnotationType.LINK,
      AnnotationType.WIDGET,
      AnnotationType.FILEATTACHMENT,
      AnnotationType.SOUND,
      AnnotationType.MOVIE,
      AnnotationType.SCREEN,
      AnnotationType.RICHMEDIA,
    ]);
    const beyond = new Set(Array.from({ length: pdf.numPages - pages }, (_, index) => pages + index));
    const annotations = ((await pdf.getAnnotationsByType(kinds, beyond)) ?? []) as AnnotationData[];
    return annotations.some(activeAnnotation);
  } finally {
    await pdf.loadingTask.destroy();
  }
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
  let pages: number;
  try {
    if (await activeDefinition(bytes)) return { ok: false, reason: 'activeContent' };
    pages = document.getPageCount();
  } catch {
    return { ok: false, reason: 'unreadable' };
  }
  if (pages < 1) return { ok: false, reason: 'unreadable' };
  try {
    if (await activeForPdfjs(bytes)) return { ok: false, reason: 'activeContent' };
  } catch {
    // pdf.js, as lenient as viewers come, cannot open it: staff's viewers would fail too.
    return { ok: false, reason: 'unreadable' };
  }
  return { ok: true, pages };
}
