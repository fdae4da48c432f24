import {
  ParseSpeeds,
  PDFArray,
  PDFContext,
  PDFDict,
  PDFDocument,
  PDFHexString,
  PDFName,
  PDFObjectParser,
  PDFNumber,
  PDFObjectStreamParser,
  PDFRawStream,
  PDFRef,
  PDFStream,
  PDFString,
  type PDFObject,
} from 'pdf-lib';
import { getDocumentProxy, getResolvedPDFJS } from 'unpdf';
import { measureStreams, pdfBounds, viewerName, type BoundsVerdict, type MeasuredStream } from './pdf-bounds';
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
  | { readonly ok: true; readonly pages: number }
  | { readonly ok: false; readonly reason: 'unreadable' | 'encrypted' | 'activeContent' | 'tooManyPages'; readonly detail?: string };

/** What the person who uploaded a refused PDF is told, by reason: the same for a request and a staff review. */
export const pdfRefusalText = {
  unreadable: requestsMessages.pdfUnreadable,
  encrypted: requestsMessages.pdfEncrypted,
  activeContent: requestsMessages.pdfActiveContent,
  tooManyPages: requestsMessages.pdfTooManyPages(pdfBounds.maxPages),
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

/** Every definition the scan found: what is judged, what references resolve to, and the streams to measure. */
interface Definitions {
  /** Dictionaries, arrays and streams, each definition of each object (a number may repeat). */
  readonly containers: PDFObject[];
  /** Every definition of each object number, whatever it holds (a bare name included), as a viewer may resolve a reference to it. */
  readonly byNumber: Map<number, PDFObject[]>;
  readonly streams: MeasuredStream[];
  /** Object streams, expanded into the above once the file is known to be within its bounds. */
  readonly objectStreams: PDFRawStream[];
  /** The context the scan parsed into: an object stream's parser hands its objects to this context's assign. */
  readonly context: PDFContext;
}

function define(definitions: Definitions, number: number | undefined, object: PDFObject): void {
  if (object instanceof PDFDict || object instanceof PDFArray || object instanceof PDFStream) definitions.containers.push(object);
  if (number === undefined) return;
  const known = definitions.byNumber.get(number);
  if (known) known.push(object);
  else definitions.byNumber.set(number, [object]);
}

/**
 * The names a value may be, as viewers read it where a name is expected: the name itself, or what
 * a reference resolves to in any of its number's definitions (viewers differ on which one counts),
 * following references a few levels. A reference to nothing has no name (pdf.js reads it as null).
 */
function namesOf(value: PDFObject | undefined, definitions: Definitions, depth = 0): string[] {
  if (value instanceof PDFName) return [viewerName(value)];
  if (!(value instanceof PDFRef) || depth > 3) return [];
  return (definitions.byNumber.get(value.objectNumber) ?? []).flatMap((target) => namesOf(target, definitions, depth + 1));
}

/**
 * Whether one object holds active content, judged on the object alone (every definition is judged
 * on its own), with names decoded (/J#53 is /JS) and, where a name is expected (/S, /Type,
 * /Subtype), references resolved as a viewer resolves them.
 */
function activeObject(object: PDFObject | undefined, definitions: Definitions): boolean {
  if (object instanceof PDFStream) return activeObject(object.dict, definitions);
  if (object instanceof PDFArray) return object.asArray().some((item) => activeObject(item, definitions));
  if (!(object instanceof PDFDict)) return false;
  const get = (key: string) => object.get(PDFName.of(key));
  const actions = namesOf(get('S'), definitions);
  const types = namesOf(get('Type'), definitions);
  if (actions.some((action) => actionTypes.has(action) && !harmlessActions.has(action))) return true;
  if (types.includes('Action') && (actions.length === 0 || actions.some((action) => !harmlessActions.has(action)))) return true;
  if (types.includes('EmbeddedFile')) return true;
  if (actions.includes('URI')) {
    const address = get('URI');
    // An indirect or missing address is not what a link of a contract looks like.
    if (!(address instanceof PDFString || address instanceof PDFHexString) || !webLink.test(address.decodeText().trim())) return true;
  }
  const subtypes = namesOf(get('Subtype'), definitions);
  if (subtypes.some((subtype) => activeAnnotations.has(subtype))) return true;
  // A form field or its widget with an action of its own (a button's submit, reset, script, link).
  if ((subtypes.includes('Widget') || get('FT') !== undefined) && get('A') !== undefined) return true;
  for (const [key, value] of object.entries()) {
    if (activeKeys.has(viewerName(key))) return true;
    if (activeObject(value, definitions)) return true;
  }
  return false;
}

/**
 * The `obj` keyword of an indirect object's header, after anything but a letter (not `endobj`): a
 * digit too, since pdf-lib and pdf.js both read `9 00obj` as object 9.
 */
const objectKeyword = /(?<![A-Za-z])obj/g;
/** The object number and generation just before an `obj` keyword, when they are there. */
const headerNumbers = /(\d+)[\0\t\n\f\r ]+\d+[\0\t\n\f\r ]*$/;
/**
 * At most this many definitions are parsed (a 300-page contract has about 1,000); a file of more,
 * or one stuffed with `obj<<>>` to make the scan crawl, is refused as unreadable.
 */
const maxDefinitions = 250_000;

/** Where the value after an `obj` keyword starts, past white space and comments, and whether it can hold content (a dictionary, stream or array). */
function valueAfter(bytes: Uint8Array, index: number): { start: number; container: boolean } | undefined {
  let at = index;
  while (at < bytes.length) {
    const byte = bytes[at]!;
    if (byte === 0x25) {
      while (at < bytes.length && bytes[at] !== 0x0a && bytes[at] !== 0x0d) at++; // a comment, to the end of its line
    } else if (byte === 0x00 || byte === 0x09 || byte === 0x0a || byte === 0x0c || byte === 0x0d || byte === 0x20) {
      at++;
    } else if (byte === 0x3c || byte === 0x5b) {
      return { start: at, container: true }; // `<` or `[`
    } else if (byte === 0x2f || (byte >= 0x30 && byte <= 0x39)) {
      return { start: at, container: false }; // a name, or a number that may be a reference: what a reference to it resolves to
    } else {
      return undefined;
    }
  }
  return undefined;
}

/**
 * Every definition of every object anywhere in the file: pdf-lib's object parser is run after
 * every `obj` keyword in the bytes. That is a superset of what a viewer can resolve through any
 * cross-reference section of any revision (each offset there points at an `obj` header), of what a
 * viewer rebuilding a broken table finds by scanning, and of what pdf-lib's own load keeps (the
 * last definition of each number, in file order). So an object defined twice, an object an
 * incremental update adds, or one hidden where a file-order parse skips it (inside a comment or
 * another stream's data) is read. Nothing is decoded here: object streams are expanded by
 * expandObjectStreams once measureStreams has bounded what they decode to.
 */
function readDefinitions(bytes: Uint8Array): Definitions {
  const text = Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength).toString('latin1');
  const context = PDFContext.create();
  const definitions: Definitions = { containers: [], byNumber: new Map(), streams: [], objectStreams: [], context };
  let parsed = 0;
  for (const match of text.matchAll(objectKeyword)) {
    const value = valueAfter(bytes, match.index + 'obj'.length);
    if (value === undefined) continue;
    if (++parsed > maxDefinitions) throw new Error('Too many objects to read');
    let object: PDFObject;
    try {
      object = PDFObjectParser.forBytes(bytes.subarray(value.start), context).parseObject();
    } catch {
      continue; // Not an object (the word in a text, or bytes of a compressed stream).
    }
    const header = headerNumbers.exec(text.slice(Math.max(0, match.index - 48), match.index));
    define(definitions, header ? Number(header[1]) : undefined, object);
    if (!(object instanceof PDFRawStream)) continue;
    definitions.streams.push({ dict: object.dict, contents: object.contents, ...restOf(bytes, text, value.start, object) });
    if (namesOf(object.dict.get(PDFName.of('Type')), definitions).includes('ObjStm')) definitions.objectStreams.push(object);
  }
  return definitions;
}

/**
 * The file from a stream's data on, when its /Length is not a number written in place: pdf-lib then
 * ends the data at the first `endstream`, while a viewer that resolves the length may read further,
 * so the measure decodes as far as the file goes (a decoder stops at its own end).
 */
function restOf(bytes: Uint8Array, text: string, from: number, stream: PDFRawStream): { rest?: Uint8Array } {
  if (stream.dict.get(PDFName.of('Length')) instanceof PDFNumber) return {};
  const head = stream.contents.subarray(0, 32);
  const at =
    head.length > 0
      ? Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength).indexOf(head, from)
      : text.indexOf('stream', from) + 'stream'.length;
  return at >= from ? { rest: bytes.subarray(at) } : {};
}

/** Adds every object of every object stream (each a definition of its number); one pdf-lib cannot decode throws (the file is then unreadable). */
async function expandObjectStreams(definitions: Definitions): Promise<void> {
  let added = 0;
  definitions.context.assign = (ref, object) => {
    if (++added > maxDefinitions) throw new Error('Too many objects to read');
    define(definitions, ref.objectNumber, object);
  };
  for (const stream of definitions.objectStreams) await PDFObjectStreamParser.forStream(stream).parseIntoContext();
}

/** Whether any definition of any object holds active content (readDefinitions, then expandObjectStreams). */
function activeDefinition(definitions: Definitions): boolean {
  return definitions.containers.some((object) => activeObject(object, definitions));
}

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
async function pdfjsFinding(bytes: Uint8Array): Promise<'activeContent' | 'tooManyPages' | undefined> {
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
    maxImageSize: pdfBounds.maxImagePixels,
  });
  try {
    if (pdf.numPages > pdfBounds.maxPages) return 'tooManyPages';
    const active = await activeInPdfjs(pdf);
    return active ? 'activeContent' : undefined;
  } finally {
    await pdf.loadingTask.destroy();
  }
}

/** An outline (bookmark) item as pdf.js reports it: the fields of an annotation's action, and its children. */
interface OutlineItem extends AnnotationData {
  readonly items?: readonly OutlineItem[];
}

const activeOutline = (items: readonly OutlineItem[] | null | undefined): boolean =>
  (items ?? []).some((item) => activeAnnotation(item) || activeOutline(item.items));

async function activeInPdfjs(pdf: Awaited<ReturnType<typeof getDocumentProxy>>): Promise<boolean> {
  const { info } = (await pdf.getMetadata()) as { info: { IsXFAPresent?: boolean; IsCollectionPresent?: boolean } };
  if (info.IsXFAPresent || info.IsCollectionPresent) return true;
  if (await pdf.hasJSActions()) return true; // Document-level scripts (name tree, /OpenAction, catalog /AA) and fields' scripts.
  if (await pdf.getAttachments()) return true;
  if ((await pdf.getOpenAction())?.action) return true; // A named action (a menu item) on opening.
  const fields = (await pdf.getFieldObjects()) as Record<string, readonly AnnotationData[]> | null;
  if (fields && Object.values(fields).some((widgets) => widgets.some(activeAnnotation))) return true;
  const pages = pdf.numPages; // At most pdfBounds.maxPages: pdfjsFinding refuses more first.
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
  const annotations = ((await pdf.getAnnotationsByType(kinds, new Set())) ?? []) as AnnotationData[];
  if (annotations.some(activeAnnotation)) return true;
  // Bookmarks: pdf.js follows their actions as it follows a link's (a GoToR or Launch shows as an address).
  return activeOutline((await pdf.getOutline()) as OutlineItem[] | null);
}

/**
 * Whether a file stays within what a PDF may cost to decode (pdf-bounds.ts), without judging
 * anything else: for a reader handed a file that did not come through the upload's check.
 */
export async function measurePdf(bytes: Uint8Array): Promise<BoundsVerdict> {
  return measureStreams(readDefinitions(bytes).streams);
}

export async function checkPdf(bytes: Uint8Array): Promise<PdfCheck> {
  if (!startsLikePdf(bytes)) return { ok: false, reason: 'unreadable' };
  let definitions: Definitions;
  try {
    definitions = readDefinitions(bytes);
  } catch {
    return { ok: false, reason: 'unreadable', detail: 'too many objects' };
  }
  // Before any parser decodes a stream: every stream, decoded with caps, within the file's bounds.
  const bounds = await measureStreams(definitions.streams);
  if (!bounds.ok) return { ok: false, reason: 'unreadable', detail: bounds.detail };
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
    // Counted first: a file of thousands of pages is refused before its objects are read again.
    pages = document.getPageCount();
    if (pages < 1) return { ok: false, reason: 'unreadable' };
    if (pages > pdfBounds.maxPages) return { ok: false, reason: 'tooManyPages' };
    await expandObjectStreams(definitions);
    if (activeDefinition(definitions)) return { ok: false, reason: 'activeContent' };
  } catch {
    return { ok: false, reason: 'unreadable' };
  }
  let finding: Awaited<ReturnType<typeof pdfjsFinding>>;
  try {
    finding = await pdfjsFinding(bytes);
  } catch {
    // pdf.js, as lenient as viewers come, cannot open it: staff's viewers would fail too.
    return { ok: false, reason: 'unreadable' };
  }
  if (finding) return { ok: false, reason: finding };
  return { ok: true, pages };
}
