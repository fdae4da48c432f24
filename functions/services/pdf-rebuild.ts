import {
  ParseSpeeds,
  PDFArray,
  PDFBool,
  PDFContext,
  PDFDict,
  PDFDocument,
  PDFHexString,
  PDFName,
  PDFNull,
  PDFNumber,
  PDFRawStream,
  PDFRef,
  PDFStream,
  PDFStreamWriter,
  PDFString,
  PDFWriter,
  type PDFObject,
} from 'pdf-lib';

/**
 * Disarms a PDF that already passed `checkPdf` by building a new one from an allow-list (issue 36):
 * a fresh catalog and page tree, each page's boxes, rotation, resources and content streams, and
 * only web, mail and internal links. Everything else of the original (document actions, `/AA`,
 * name trees, outlines, forms, XFA, attachments, metadata, structure, annotations other than links)
 * is never copied, whatever it is called or wherever it hides, because nothing is copied unless a
 * key on a list below leads to it. Stream data is copied as encoded, never decoded.
 * Staff download and the review desk renders the rebuilt file; the physician keeps the original.
 */

/** Keys a dictionary in a page's resources may keep, by what it is (ISO 32000-2, chapters 8 to 9 and 14.6). */
const resourceKeys = {
  stream: ['Filter', 'DecodeParms', 'DL'],
  // A filter's parameters (7.4): Flate and LZW predictors, CCITT fax (scans), JBIG2's shared symbols, JPEG's colour transform.
  decodeParms: [
    'Predictor',
    'Colors',
    'BitsPerComponent',
    'Columns',
    'EarlyChange',
    'K',
    'EndOfLine',
    'EncodedByteAlign',
    'Rows',
    'EndOfBlock',
    'BlackIs1',
    'DamagedRowsBeforeError',
    'JBIG2Globals',
    'ColorTransform',
  ],
  font: [
    'Type',
    'Subtype',
    'BaseFont',
    'Name',
    'FirstChar',
    'LastChar',
    'Widths',
    'FontDescriptor',
    'Encoding',
    'ToUnicode',
    'FontBBox',
    'FontMatrix',
    'CharProcs',
    'Resources',
    'DescendantFonts',
    'CIDSystemInfo',
    'Registry',
    'Ordering',
    'Supplement',
    'DW',
    'W',
    'DW2',
    'W2',
    'CIDToGIDMap',
  ],
  fontDescriptor: [
    'FontName',
    'FontFamily',
    'FontStretch',
    'FontWeight',
    'Flags',
    'ItalicAngle',
    'Ascent',
    'Descent',
    'Leading',
    'CapHeight',
    'XHeight',
    'StemV',
    'StemH',
    'AvgWidth',
    'MaxWidth',
    'MissingWidth',
    'FontFile',
    'FontFile2',
    'FontFile3',
    'CharSet',
    'Style',
    'Panose',
    'Lang',
    'FD',
    'CIDSet',
  ],
  fontFile: ['Length1', 'Length2', 'Length3'],
  encodingAndCMap: ['BaseEncoding', 'Differences', 'CMapName', 'WMode', 'UseCMap'],
  image: [
    'Width',
    'Height',
    'ColorSpace',
    'BitsPerComponent',
    'Intent',
    'ImageMask',
    'Mask',
    'Decode',
    'Interpolate',
    'SMask',
    'SMaskInData',
    'Matte',
  ],
  form: ['FormType', 'BBox', 'Matrix', 'Group', 'OC'],
  group: ['S', 'CS', 'I', 'K'],
  extGState: [
    'LW',
    'LC',
    'LJ',
    'ML',
    'D',
    'RI',
    'OP',
    'op',
    'OPM',
    'Font',
    'BG',
    'BG2',
    'UCR',
    'UCR2',
    'TR',
    'TR2',
    'HT',
    'FL',
    'SM',
    'SA',
    'BM',
    'SMask',
    'CA',
    'ca',
    'AIS',
    'TK',
    'UseBlackPtComp',
    'HTO',
  ],
  softMask: ['G', 'BC'],
  halftone: [
    'HalftoneType',
    'HalftoneName',
    'Frequency',
    'Angle',
    'SpotFunction',
    'AccurateScreens',
    'TransferFunction',
    'Width2',
    'Height2',
    'Xsquare',
    'Ysquare',
  ],
  pattern: ['PatternType', 'PaintType', 'TilingType', 'XStep', 'YStep', 'Shading', 'ExtGState'],
  shading: ['ShadingType', 'Background', 'AntiAlias', 'Coords', 'Domain', 'Function', 'Extend', 'BitsPerCoordinate', 'BitsPerFlag'],
  function: ['FunctionType', 'Range', 'Size', 'BitsPerSample', 'Order', 'Encode', 'C0', 'C1', 'N', 'Functions', 'Bounds'],
  colorSpace: ['WhitePoint', 'BlackPoint', 'Gamma', 'Alternate', 'Colorants', 'Process', 'Components'],
  optionalContent: ['OCGs', 'P', 'VE'],
  markedContent: ['MCID', 'ActualText', 'Alt', 'E'],
} as const;

/** Every key a resource dictionary (or a stream's) keeps; any other key is dropped, whatever it is. */
export const allowedResourceKeys: ReadonlySet<string> = new Set(Object.values(resourceKeys).flat());

/** Keys whose value is a map from names the content streams choose (`/F1`, `/Im0`, a glyph's name) to objects. */
const resourceMaps: ReadonlySet<string> = new Set(['Font', 'XObject', 'ExtGState', 'ColorSpace', 'Pattern', 'Shading', 'Properties']);
const otherNameMaps: ReadonlySet<string> = new Set(['CharProcs', 'Colorants']);
/** What a resources dictionary keeps: the maps above, and the obsolete procedure sets. */
const resourcesKeys: ReadonlySet<string> = new Set([...resourceMaps, 'ProcSet']);

/** The values some keys may take: a dictionary that calls itself an action (or anything else) loses the key. */
const allowedValues: Readonly<Record<string, ReadonlySet<string>>> = {
  Type: new Set(['Font', 'FontDescriptor', 'XObject', 'ExtGState', 'Pattern', 'Encoding', 'CMap', 'OCG', 'OCMD', 'Group', 'Mask', 'Halftone']),
  Subtype: new Set([
    'Type0',
    'Type1',
    'MMType1',
    'Type3',
    'TrueType',
    'CIDFontType0',
    'CIDFontType2',
    'Type1C',
    'CIDFontType0C',
    'OpenType',
    'Image',
    'Form',
    'DeviceN',
    'NChannel',
  ]),
  // A transparency group's or a soft mask's kind; nothing else of a resource has an /S.
  S: new Set(['Transparency', 'Luminosity', 'Alpha']),
};

/** Keys of the optional content properties kept (only so that hidden layers stay hidden, as in the original). */
const ocPropertiesKeys: ReadonlySet<string> = new Set(['OCGs', 'D']);
const ocConfigKeys: ReadonlySet<string> = new Set(['Name', 'BaseState', 'ON', 'OFF', 'Order', 'RBGroups', 'Locked', 'Intent']);
/** How a copied value is filtered: a resource object, a resources dictionary, a name map, the optional content parts. */
type Role = 'resource' | 'resources' | 'nameMap' | 'ocProperties' | 'ocConfig';

/** A link keeps these and its target (ISO 32000-2, 12.5.6.5); its border style's /S (solid, dashed…) and its highlight mode are names from short lists. */
const borderStyles: ReadonlySet<string> = new Set(['S', 'D', 'B', 'I', 'U']);
const highlightModes: ReadonlySet<string> = new Set(['N', 'I', 'O', 'P']);
/** The views a destination may name (12.3.2.2), with how many numbers (or nulls) follow. */
const destinationViews: Readonly<Record<string, number>> = { XYZ: 3, Fit: 0, FitH: 1, FitV: 1, FitR: 4, FitB: 0, FitBH: 1, FitBV: 1 };
/** A web or mail address (`www.` as Word writes a link typed without a scheme; decision 0021), printable ASCII only. */
const webAddress = /^(https?:\/\/|mailto:|www\.)[\x21-\x7e]+$/i;

/** Limits: objects copied (a 3,000-page contract has about 10,000), nesting of direct objects, page tree nodes. */
export interface RebuildLimits {
  readonly maxObjects: number;
  readonly maxDepth: number;
}
export const defaultLimits: RebuildLimits = { maxObjects: 250_000, maxDepth: 64 };

export interface RebuildOptions {
  readonly limits?: Partial<RebuildLimits>;
  /**
   * Object streams (the default): a rebuilt 500-page text PDF is as big as its original (641 KB)
   * rather than twice (1,277 KB) without them, for about the same time (bench/pdf-rebuild.ts).
   */
  readonly useObjectStreams?: boolean;
}

/** Thrown when a PDF cannot be rebuilt (too many objects, too deep, no page): the caller keeps the file from staff. */
export class PdfRebuildError extends Error {
  override readonly name = 'PdfRebuildError';
}

const nameOf = (value: PDFObject | undefined): string | undefined => (value instanceof PDFName ? value.decodeText() : undefined);
const isPrimitive = (value: PDFObject): boolean =>
  value instanceof PDFName ||
  value instanceof PDFNumber ||
  value instanceof PDFString ||
  value instanceof PDFHexString ||
  value instanceof PDFBool ||
  value === PDFNull;

/** Copies objects from one document's context into another's, through the allow-lists only. */
class Copier {
  /** Source reference and role → its copy's reference: a cycle ends at an object already (being) copied. */
  private readonly copies = new Map<string, PDFRef>();
  private readonly queue: { source: PDFObject; role: Role; target: PDFRef }[] = [];
  private objects = 0;

  constructor(
    private readonly from: PDFContext,
    readonly to: PDFContext,
    private readonly limits: RebuildLimits,
  ) {}

  /** Resolves a reference of the source (undefined when it points at nothing). */
  lookup(value: PDFObject | undefined): PDFObject | undefined {
    return value instanceof PDFRef ? this.from.lookup(value) : value;
  }

  /** Counts one more object against the limit. */
  count(): void {
    if (++this.objects > this.limits.maxObjects) throw new PdfRebuildError(`More than ${this.limits.maxObjects} objects to copy`);
  }

  /** A copy of `value` in the target (indirect objects become indirect copies, queued and copied by `drain`). */
  copy(value: PDFObject, role: Role, depth = 0): PDFObject | undefined {
    if (depth > this.limits.maxDepth) throw new PdfRebuildError(`Objects nested more than ${this.limits.maxDepth} deep`);
    if (value instanceof PDFRef) {
      const key = `${value.tag}|${role}`;
      const known = this.copies.get(key);
      if (known) return known;
      const source = this.from.lookup(value);
      if (source === undefined) return PDFNull;
      this.count();
      const target = this.to.nextRef();
      this.copies.set(key, target);
      this.queue.push({ source, role, target });
      return target;
    }
    if (isPrimitive(value)) return value;
    if (value instanceof PDFArray) {
      const array = PDFArray.withContext(this.to);
      for (const item of value.asArray()) {
        const copied = this.copy(item, role === 'nameMap' ? 'resource' : role, depth + 1);
        if (copied !== undefined) array.push(copied);
      }
      return array;
    }
    if (value instanceof PDFStream) {
      // Encoded bytes as they are; the writer sets /Length from them.
      return PDFRawStream.of(this.copyDict(value.dict, 'resource', depth), value.getContents());
    }
    if (value instanceof PDFDict) return this.copyDict(value, role, depth);
    return undefined; // Nothing else (an unknown object kind) is copied.
  }

  private copyDict(dict: PDFDict, role: Role, depth: number): PDFDict {
    const copied = PDFDict.withContext(this.to);
    for (const [name, value] of dict.entries()) {
      const key = name.decodeText();
      const child = this.childRole(role, key);
      if (child === undefined) continue;
      const allowed = allowedValues[key];
      if (allowed && role === 'resource') {
        const resolved = this.lookup(value);
        if (!allowed.has(nameOf(resolved) ?? '')) continue;
        copied.set(PDFName.of(key), PDFName.of(nameOf(resolved)!));
        continue;
      }
      const copy = this.copy(value, child, depth + 1);
      // A name map's keys are the names the content streams use: kept as they are.
      if (copy !== undefined) copied.set(role === 'nameMap' ? name : PDFName.of(key), copy);
    }
    return copied;
  }

  /** How the value under `key` of a dictionary copied as `role` is copied; undefined drops the key. */
  private childRole(role: Role, key: string): Role | undefined {
    switch (role) {
      case 'nameMap':
        return 'resource';
      case 'resources':
        return resourceMaps.has(key) ? 'nameMap' : resourcesKeys.has(key) ? 'resource' : undefined;
      case 'ocProperties':
        return ocPropertiesKeys.has(key) ? (key === 'D' ? 'ocConfig' : 'resource') : undefined;
      case 'ocConfig':
        return ocConfigKeys.has(key) ? 'resource' : undefined;
      case 'resource':
        if (key === 'Resources') return 'resources';
        if (otherNameMaps.has(key)) return 'nameMap';
        return allowedResourceKeys.has(key) || key === 'Type' || key === 'Subtype' ? 'resource' : undefined;
    }
  }

  /** Copies every queued indirect object (iteratively: a long chain of references does not exhaust the stack). */
  drain(): void {
    for (let next = this.queue.pop(); next; next = this.queue.pop()) {
      const { source, role, target } = next;
      const copy = this.copy(source instanceof PDFRef ? PDFNull : source, role) ?? PDFNull;
      this.to.assign(target, copy);
    }
  }
}

/** One page of the source, with what it inherits from its ancestors resolved. */
interface SourcePage {
  readonly ref: PDFRef | undefined;
  readonly node: PDFDict;
  readonly inherited: ReadonlyMap<string, PDFObject>;
}

const inheritable = ['Resources', 'MediaBox', 'CropBox', 'Rotate'] as const;

/** The source's pages in order, walking /Kids (not /Parent) with a visited set: a tree that loops or is too deep is refused. */
function sourcePages(copier: Copier, catalog: PDFDict, limits: RebuildLimits): SourcePage[] {
  const pages: SourcePage[] = [];
  const seen = new Set<PDFDict>();
  type Visit = { value: PDFObject | undefined; inherited: ReadonlyMap<string, PDFObject>; depth: number };
  const stack: Visit[] = [{ value: catalog.get(PDFName.of('Pages')), inherited: new Map(), depth: 0 }];
  while (stack.length > 0) {
    const { value, inherited, depth } = stack.pop()!;
    const node = copier.lookup(value);
    if (!(node instanceof PDFDict) || seen.has(node)) continue;
    if (depth > limits.maxDepth) throw new PdfRebuildError('Page tree too deep');
    seen.add(node);
    copier.count();
    const own = new Map(inherited);
    for (const key of inheritable) {
      const found = node.get(PDFName.of(key));
      if (found !== undefined) own.set(key, found);
    }
    const kids = copier.lookup(node.get(PDFName.of('Kids')));
    if (kids instanceof PDFArray) {
      // Pushed last first, so that they pop in order.
      for (const kid of [...kids.asArray()].reverse()) stack.push({ value: kid, inherited: own, depth: depth + 1 });
    } else if (nameOf(copier.lookup(node.get(PDFName.of('Type')))) !== 'Pages') {
      pages.push({ ref: value instanceof PDFRef ? value : undefined, node, inherited: own });
    }
  }
  return pages;
}

/** Four numbers, or undefined. */
function rectangle(copier: Copier, value: PDFObject | undefined): PDFArray | undefined {
  const array = copier.lookup(value);
  if (!(array instanceof PDFArray) || array.size() !== 4) return undefined;
  const numbers = array.asArray().map((item) => copier.lookup(item));
  if (!numbers.every((item) => item instanceof PDFNumber)) return undefined;
  return copier.to.obj(numbers.map((item) => (item as PDFNumber).asNumber()));
}

/** An array of numbers only (a border, a colour, quad points), or undefined. */
function numbers(copier: Copier, value: PDFObject | undefined, nested = true): PDFArray | undefined {
  const array = copier.lookup(value);
  if (!(array instanceof PDFArray)) return undefined;
  const copied = PDFArray.withContext(copier.to);
  for (const item of array.asArray()) {
    const resolved = copier.lookup(item);
    if (resolved instanceof PDFNumber) copied.push(PDFNumber.of(resolved.asNumber()));
    else if (nested && resolved instanceof PDFArray) {
      const inner = numbers(copier, resolved, false); // a border's dash array
      if (!inner) return undefined;
      copied.push(inner);
    } else return undefined;
  }
  return copied;
}

/** Looks `key` up in a name tree (/Kids, /Names), bounded and cycle-safe. */
function inNameTree(copier: Copier, root: PDFObject | undefined, key: string): PDFObject | undefined {
  const seen = new Set<PDFObject>();
  const stack = [root];
  while (stack.length > 0) {
    const node = copier.lookup(stack.pop());
    if (!(node instanceof PDFDict) || seen.has(node) || seen.size > 10_000) continue;
    seen.add(node);
    const names = copier.lookup(node.get(PDFName.of('Names')));
    if (names instanceof PDFArray) {
      for (let index = 0; index + 1 < names.size(); index += 2) {
        const name = copier.lookup(names.get(index));
        if ((name instanceof PDFString || name instanceof PDFHexString) && name.decodeText() === key) return names.get(index + 1);
      }
    }
    const kids = copier.lookup(node.get(PDFName.of('Kids')));
    if (kids instanceof PDFArray) stack.push(...kids.asArray());
  }
  return undefined;
}

/** Rebuilds pages, links and the catalog. */
class Rebuilder {
  /** Source page (its dictionary) → its new page's reference, for internal links. */
  private readonly newPages = new Map<PDFDict, PDFRef>();

  constructor(
    private readonly copier: Copier,
    private readonly catalog: PDFDict,
  ) {}

  registerPage(source: PDFDict, target: PDFRef): void {
    this.newPages.set(source, target);
  }

  /** An explicit destination on a page of this document, rewritten to the new page; undefined otherwise. */
  destination(value: PDFObject | undefined, named = true): PDFArray | undefined {
    const { copier } = this;
    let target = copier.lookup(value);
    if (named && (target instanceof PDFName || target instanceof PDFString || target instanceof PDFHexString)) {
      // A named destination: the catalog's /Dests (names) or its /Names /Dests tree (strings), written out explicitly.
      target = target instanceof PDFName ? this.fromDests(target.decodeText()) : this.fromNameTree(target.decodeText());
      if (target instanceof PDFDict) target = copier.lookup(target.get(PDFName.of('D')));
      return this.destination(target, false);
    }
    if (!(target instanceof PDFArray) || target.size() < 2) return undefined;
    const page = copier.lookup(target.get(0));
    const newPage = page instanceof PDFDict ? this.newPages.get(page) : undefined;
    const view = nameOf(copier.lookup(target.get(1)));
    if (!newPage || view === undefined || !(view in destinationViews)) return undefined;
    const explicit = copier.to.obj([newPage, PDFName.of(view)]);
    for (let index = 2; index < Math.min(target.size(), 2 + destinationViews[view]!); index++) {
      const argument = copier.lookup(target.get(index));
      explicit.push(argument instanceof PDFNumber ? PDFNumber.of(argument.asNumber()) : PDFNull);
    }
    return explicit;
  }

  private fromDests(name: string): PDFObject | undefined {
    const dests = this.copier.lookup(this.catalog.get(PDFName.of('Dests')));
    return dests instanceof PDFDict ? this.copier.lookup(dests.get(PDFName.of(name))) : undefined;
  }

  private fromNameTree(name: string): PDFObject | undefined {
    const names = this.copier.lookup(this.catalog.get(PDFName.of('Names')));
    return names instanceof PDFDict ? this.copier.lookup(inNameTree(this.copier, names.get(PDFName.of('Dests')), name)) : undefined;
  }

  /** A link's target: a web or mail address, or a page of this document; undefined drops the link. */
  private linkTarget(annotation: PDFDict): [string, PDFObject] | undefined {
    const { copier } = this;
    const action = copier.lookup(annotation.get(PDFName.of('A')));
    if (action === undefined) {
      const destination = this.destination(annotation.get(PDFName.of('Dest')));
      return destination && ['Dest', destination];
    }
    if (!(action instanceof PDFDict)) return undefined;
    const kind = nameOf(copier.lookup(action.get(PDFName.of('S'))));
    if (kind === 'GoTo') {
      const destination = this.destination(action.get(PDFName.of('D')));
      return destination && ['Dest', destination];
    }
    if (kind !== 'URI') return undefined;
    // The address itself, never a reference to one (decision 0021).
    const address = action.get(PDFName.of('URI'));
    if (!(address instanceof PDFString || address instanceof PDFHexString)) return undefined;
    const text = address.decodeText().trim();
    if (!webAddress.test(text)) return undefined;
    const hex = Array.from(text, (character) => character.charCodeAt(0).toString(16).padStart(2, '0')).join('');
    return ['A', copier.to.obj({ S: PDFName.of('URI'), URI: PDFHexString.of(hex) })];
  }

  /** A page's links, rebuilt: `/Subtype /Link` with a web, mail or internal target only. */
  links(page: PDFDict): PDFArray | undefined {
    const { copier } = this;
    const annotations = copier.lookup(page.get(PDFName.of('Annots')));
    if (!(annotations instanceof PDFArray)) return undefined;
    const kept = PDFArray.withContext(copier.to);
    for (const item of annotations.asArray()) {
      copier.count();
      const annotation = copier.lookup(item);
      if (!(annotation instanceof PDFDict) || nameOf(copier.lookup(annotation.get(PDFName.of('Subtype')))) !== 'Link') continue;
      const rect = rectangle(copier, annotation.get(PDFName.of('Rect')));
      const target = this.linkTarget(annotation);
      if (!rect || !target) continue;
      const link = copier.to.obj({ Type: PDFName.of('Annot'), Subtype: PDFName.of('Link'), Rect: rect });
      link.set(PDFName.of(target[0]), target[1]);
      for (const key of ['Border', 'C', 'QuadPoints']) {
        const value = numbers(copier, annotation.get(PDFName.of(key)));
        if (value) link.set(PDFName.of(key), value);
      }
      const highlight = nameOf(copier.lookup(annotation.get(PDFName.of('H'))));
      if (highlight !== undefined && highlightModes.has(highlight)) link.set(PDFName.of('H'), PDFName.of(highlight));
      const style = copier.lookup(annotation.get(PDFName.of('BS')));
      if (style instanceof PDFDict) {
        const bs = copier.to.obj({});
        const width = copier.lookup(style.get(PDFName.of('W')));
        if (width instanceof PDFNumber) bs.set(PDFName.of('W'), PDFNumber.of(width.asNumber()));
        const kind = nameOf(copier.lookup(style.get(PDFName.of('S'))));
        if (kind !== undefined && borderStyles.has(kind)) bs.set(PDFName.of('S'), PDFName.of(kind));
        const dash = numbers(copier, style.get(PDFName.of('D')), false);
        if (dash) bs.set(PDFName.of('D'), dash);
        link.set(PDFName.of('BS'), bs);
      }
      kept.push(copier.to.register(link));
    }
    return kept.size() > 0 ? kept : undefined;
  }
}

/** Field types whose widgets show what was typed, chosen or signed; a push button is an action, never kept. */
const flattenedFields: ReadonlySet<string> = new Set(['Tx', 'Ch', 'Btn', 'Sig']);
const pushButtonFlag = 1 << 16;
/** Annotation flags that keep a widget off the page: Hidden, NoView. */
const invisibleFlags = (1 << 1) | (1 << 5);

/** A field's inheritable value (/FT, /Ff) from the widget up its /Parent chain, bounded. */
function fieldValue(copier: Copier, widget: PDFDict, key: string): PDFObject | undefined {
  let node: PDFObject | undefined = widget;
  for (let level = 0; level < 32 && node instanceof PDFDict; level++) {
    const value = copier.lookup(node.get(PDFName.of(key)));
    if (value !== undefined) return value;
    node = copier.lookup(node.get(PDFName.of('Parent')));
  }
  return undefined;
}

/** A widget drawn into the page: its normal appearance (a form XObject) and where it goes. */
interface Flattened {
  readonly appearance: PDFRef;
  readonly matrix: readonly number[];
}

/**
 * The widgets of a page that show a field's value (text, choice, check box, radio, signature),
 * as their normal appearance streams placed at their rectangles (ISO 32000-2, 12.5.5): drawn
 * into the page, so the value is seen, while the field, its actions and its scripts are not kept.
 */
function flattenWidgets(copier: Copier, page: PDFDict): Flattened[] {
  const annotations = copier.lookup(page.get(PDFName.of('Annots')));
  if (!(annotations instanceof PDFArray)) return [];
  const flattened: Flattened[] = [];
  for (const item of annotations.asArray()) {
    const widget = copier.lookup(item);
    if (!(widget instanceof PDFDict) || nameOf(copier.lookup(widget.get(PDFName.of('Subtype')))) !== 'Widget') continue;
    const flags = copier.lookup(widget.get(PDFName.of('F')));
    if (flags instanceof PDFNumber && (flags.asNumber() & invisibleFlags) !== 0) continue;
    const type = nameOf(fieldValue(copier, widget, 'FT'));
    const fieldFlags = fieldValue(copier, widget, 'Ff');
    if (type === undefined || !flattenedFields.has(type)) continue;
    if (type === 'Btn' && fieldFlags instanceof PDFNumber && (fieldFlags.asNumber() & pushButtonFlag) !== 0) continue;
    const appearances = copier.lookup(widget.get(PDFName.of('AP')));
    let normal = appearances instanceof PDFDict ? appearances.get(PDFName.of('N')) : undefined;
    // A check box's or radio button's appearances by state: the one named by /AS.
    const states = copier.lookup(normal);
    if (states instanceof PDFDict && !(states instanceof PDFStream)) {
      const state = nameOf(copier.lookup(widget.get(PDFName.of('AS'))));
      normal = state === undefined ? undefined : states.get(PDFName.of(state));
    }
    if (!(normal instanceof PDFRef) || !(copier.lookup(normal) instanceof PDFStream)) continue;
    const stream = copier.lookup(normal) as PDFStream;
    const rect = rectangle(copier, widget.get(PDFName.of('Rect')))
      ?.asArray()
      .map((value) => (value as PDFNumber).asNumber());
    const bbox = rectangle(copier, stream.dict.get(PDFName.of('BBox')))
      ?.asArray()
      .map((value) => (value as PDFNumber).asNumber());
    if (!rect || !bbox) continue;
    const ownMatrix = numbers(copier, stream.dict.get(PDFName.of('Matrix')), false)
      ?.asArray()
      .map((value) => (value as PDFNumber).asNumber());
    const [a, b, c, d, e, f] = ownMatrix?.length === 6 ? ownMatrix : [1, 0, 0, 1, 0, 0];
    // The box's corners through the form's own matrix, then that box fitted onto the rectangle.
    const corners = [
      [bbox[0]!, bbox[1]!],
      [bbox[2]!, bbox[1]!],
      [bbox[0]!, bbox[3]!],
      [bbox[2]!, bbox[3]!],
    ].map(([x, y]) => [a! * x! + c! * y! + e!, b! * x! + d! * y! + f!] as const);
    const [minX, maxX] = [Math.min(...corners.map(([x]) => x)), Math.max(...corners.map(([x]) => x))];
    const [minY, maxY] = [Math.min(...corners.map(([, y]) => y)), Math.max(...corners.map(([, y]) => y))];
    if (maxX - minX <= 0 || maxY - minY <= 0) continue;
    const [x0, y0, x1, y1] = [Math.min(rect[0]!, rect[2]!), Math.min(rect[1]!, rect[3]!), Math.max(rect[0]!, rect[2]!), Math.max(rect[1]!, rect[3]!)];
    const [sx, sy] = [(x1 - x0) / (maxX - minX), (y1 - y0) / (maxY - minY)];
    const appearance = copier.copy(normal, 'resource') as PDFRef;
    flattened.push({ appearance, matrix: [sx, 0, 0, sy, x0 - minX * sx, y0 - minY * sy] });
  }
  return flattened;
}

/** Draws the flattened widgets over a copied page: its contents wrapped in q…Q, then each appearance, under names of its own resources. */
function drawWidgets(context: PDFContext, page: PDFDict, widgets: readonly Flattened[]): void {
  const resources = context.lookup(page.get(PDFName.of('Resources')));
  const ownResources = resources instanceof PDFDict ? resources.clone(context) : context.obj({});
  const xObjects = context.lookup(ownResources.get(PDFName.of('XObject')));
  const ownXObjects = xObjects instanceof PDFDict ? xObjects.clone(context) : context.obj({});
  ownResources.set(PDFName.of('XObject'), ownXObjects);
  const operators = widgets.map(({ appearance, matrix }, index) => {
    let name = `Widget${index}`;
    while (ownXObjects.has(PDFName.of(name))) name += 'x';
    ownXObjects.set(PDFName.of(name), appearance);
    return `q ${matrix.map((value) => Number(value.toFixed(6))).join(' ')} cm /${name} Do Q`;
  });
  const contents = page.get(PDFName.of('Contents'));
  const streams = contents instanceof PDFArray ? contents.asArray() : contents ? [contents] : [];
  const stream = (text: string) => context.register(context.stream(text));
  page.set(PDFName.of('Contents'), context.obj([stream('q\n'), ...streams, stream(`\nQ\n${operators.join('\n')}\n`)]));
  page.set(PDFName.of('Resources'), ownResources);
}

/** Page tree nodes hold at most this many kids (a balanced tree: viewers find a page without walking thousands). */
const fanOut = 32;

/** Builds a page tree over `leaves` (references of page dictionaries already assigned), returning its root. */
function pageTree(context: PDFContext, leaves: readonly { ref: PDFRef; dict: PDFDict }[]): PDFRef {
  let level = leaves.map(({ ref, dict }) => ({ ref, dict, count: 1 }));
  do {
    const parents: typeof level = [];
    for (let start = 0; start < level.length; start += fanOut) {
      const group = level.slice(start, start + fanOut);
      const count = group.reduce((sum, node) => sum + node.count, 0);
      const dict = context.obj({ Type: PDFName.of('Pages'), Kids: group.map(({ ref }) => ref), Count: count });
      const ref = context.register(dict);
      for (const node of group) node.dict.set(PDFName.of('Parent'), ref);
      parents.push({ ref, dict, count });
    }
    level = parents;
  } while (level.length > 1);
  return level[0]!.ref;
}

/**
 * A new PDF built from the allow-lists above out of `bytes` (a PDF that passed `checkPdf`). Throws
 * PdfRebuildError when the file is past the limits or has no page, and pdf-lib's error when it
 * does not parse or is encrypted.
 */
export async function rebuildPdf(bytes: Uint8Array, options: RebuildOptions = {}): Promise<Uint8Array> {
  const limits = { ...defaultLimits, ...options.limits };
  const source = await PDFDocument.load(bytes, { updateMetadata: false, parseSpeed: ParseSpeeds.Fastest });
  const from = source.context;
  const to = PDFContext.create();
  const copier = new Copier(from, to, limits);
  const catalog = source.catalog;
  const rebuilder = new Rebuilder(copier, catalog);

  const pages = sourcePages(copier, catalog, limits);
  if (pages.length === 0) throw new PdfRebuildError('No page');
  // References first, so that a link on page 1 can point at page 9.
  const leaves = pages.map((page) => {
    const ref = to.nextRef();
    rebuilder.registerPage(page.node, ref);
    return { ref, dict: to.obj({ Type: PDFName.of('Page') }), page };
  });
  const flattenLater: { dict: PDFDict; widgets: Flattened[] }[] = [];
  for (const { ref, dict, page } of leaves) {
    const mediaBox = rectangle(copier, page.inherited.get('MediaBox')) ?? to.obj([0, 0, 612, 792]);
    dict.set(PDFName.of('MediaBox'), mediaBox);
    const cropBox = rectangle(copier, page.inherited.get('CropBox'));
    if (cropBox) dict.set(PDFName.of('CropBox'), cropBox);
    const rotate = copier.lookup(page.inherited.get('Rotate'));
    if (rotate instanceof PDFNumber && rotate.asNumber() % 90 === 0 && rotate.asNumber() !== 0)
      dict.set(PDFName.of('Rotate'), PDFNumber.of(rotate.asNumber()));
    const userUnit = copier.lookup(page.node.get(PDFName.of('UserUnit')));
    if (userUnit instanceof PDFNumber) dict.set(PDFName.of('UserUnit'), PDFNumber.of(userUnit.asNumber()));
    const resources = page.inherited.get('Resources');
    dict.set(PDFName.of('Resources'), (resources && copier.copy(resources, 'resources')) ?? to.obj({}));
    // The page's transparency group changes how its content blends: part of its picture.
    const group = page.node.get(PDFName.of('Group'));
    if (group) {
      const copied = copier.copy(group, 'resource');
      if (copied) dict.set(PDFName.of('Group'), copied);
    }
    const contents = copier.lookup(page.node.get(PDFName.of('Contents')));
    if (contents instanceof PDFStream) dict.set(PDFName.of('Contents'), copier.copy(page.node.get(PDFName.of('Contents'))!, 'resource')!);
    else if (contents instanceof PDFArray) {
      const streams = contents.asArray().filter((item) => copier.lookup(item) instanceof PDFStream);
      dict.set(PDFName.of('Contents'), to.obj(streams.map((item) => copier.copy(item, 'resource')!)));
    }
    const widgets = flattenWidgets(copier, page.node);
    if (widgets.length > 0) flattenLater.push({ dict, widgets });
    const links = rebuilder.links(page.node);
    if (links) dict.set(PDFName.of('Annots'), links);
    to.assign(ref, dict);
  }
  copier.drain();
  for (const { dict, widgets } of flattenLater) drawWidgets(to, dict, widgets);

  const newCatalog = to.obj({ Type: PDFName.of('Catalog'), Pages: pageTree(to, leaves) });
  const ocProperties = catalog.get(PDFName.of('OCProperties'));
  if (ocProperties && copier.lookup(ocProperties) instanceof PDFDict) {
    // Kept so that a layer hidden in the original stays hidden (only which groups exist and which are on).
    const copied = copier.copy(ocProperties, 'ocProperties');
    copier.drain();
    if (copied) newCatalog.set(PDFName.of('OCProperties'), copied);
  }
  to.trailerInfo.Root = to.register(newCatalog);
  const Writer = (options.useObjectStreams ?? true) ? PDFStreamWriter : PDFWriter;
  return Writer.forContext(to, Number.POSITIVE_INFINITY).serializeToBuffer();
}
