import { PDFArray, PDFDict, PDFName, PDFNull, PDFNumber, type PDFObject } from 'pdf-lib';
import { maxPdfImagePixels, maxPdfPages } from '#shared/files/pdf.ts';
import { ascii85Bounded, asciiHexBounded, inflateBounded, lzwBounded, runLengthBounded, type Decoded } from './pdf-decoders';

const MB = 1024 * 1024;

/**
 * What one PDF may cost, checked before any parser decodes it (docs/decisions/0030-bounded-pdfs.md).
 * Chosen from the contracts of the corpora (the longest 14 pages, the largest stream 1.6 MB decoded)
 * and from what a physician's scanner or phone writes, with room.
 */
export const pdfBounds = {
  /** Pages a request, review or offer may have (shared/files/pdf.ts); the reader reads as many at most. */
  maxPages: maxPdfPages,
  /**
   * Decoded bytes of one stream: a 600 dpi colour page is about 100 MB of pixels; nothing of a
   * contract needs more.
   */
  maxStreamBytes: 192 * MB,
  /**
   * Decoded bytes of all streams together: 300 pages of 300 dpi black-and-white scans are about
   * 300 MB; 20 MB of text pages decode to under 200 MB.
   */
  maxTotalBytes: 640 * MB,
  /**
   * Decoded bytes per encoded byte of one stream: one layer of Deflate reaches at most 1,032; more
   * is a stream compressed twice to inflate (a nested bomb). Streams under a megabyte are not held to it.
   */
  maxStreamRatio: 1_100,
  /**
   * Pixels of one picture the reader decodes (OCR, and pdf.js's `maxImageSize`): a 600 dpi letter
   * page is 34 million. A larger one is skipped, and one whose own header is larger than its
   * dictionary says (pdf.js decodes by the header) refuses the file.
   */
  maxImagePixels: maxPdfImagePixels,
} as const;

export type BoundsVerdict =
  | { readonly ok: true; readonly decodedBytes: number; readonly streams: number }
  | { readonly ok: false; readonly why: 'filter' | 'stream' | 'ratio' | 'total' | 'image'; readonly detail: string };

/** Filters pdf.js decodes, by every name it accepts (the abbreviations are inline images' but pdf.js takes them anywhere). */
const filterNames: Record<string, Filter> = {
  FlateDecode: 'flate',
  Fl: 'flate',
  LZWDecode: 'lzw',
  LZW: 'lzw',
  ASCII85Decode: 'a85',
  A85: 'a85',
  ASCIIHexDecode: 'ahx',
  AHx: 'ahx',
  RunLengthDecode: 'rl',
  RL: 'rl',
  DCTDecode: 'dct',
  DCT: 'dct',
  JPXDecode: 'jpx',
  CCITTFaxDecode: 'ccitt',
  CCF: 'ccitt',
  JBIG2Decode: 'jbig2',
};
type Filter = 'flate' | 'lzw' | 'a85' | 'ahx' | 'rl' | 'dct' | 'jpx' | 'ccitt' | 'jbig2';
/** Picture codecs: they end a chain, and what they cost is their pixels, not bytes. */
const pictureCodecs = new Set<Filter>(['dct', 'jpx', 'ccitt', 'jbig2']);

/**
 * A name as viewers read it: pdf-lib decodes only upper-case `#xx` escapes (`/J#53`), pdf.js any
 * (`/#4caunch` is /Launch). A name that holds a literal `#` followed by two hex digits reads as
 * escaped here, which can only make the check stricter.
 */
export const viewerName = (name: PDFName): string =>
  name.decodeText().replace(/#([0-9a-fA-F]{2})/g, (_, hex: string) => String.fromCharCode(parseInt(hex, 16)));

const nameText = (value: PDFObject | undefined) => (value instanceof PDFName ? viewerName(value) : undefined);
const numberOf = (value: PDFObject | undefined) => (value instanceof PDFNumber ? value.asNumber() : undefined);

/** A stream's filter chain; undefined when a filter is unknown, or given by reference (no writer does that). */
function filtersOf(dict: PDFDict): { filters: Filter[]; params: (PDFDict | undefined)[] } | undefined {
  const filter = dict.get(PDFName.of('Filter')) ?? dict.get(PDFName.of('F'));
  const parms = dict.get(PDFName.of('DecodeParms')) ?? dict.get(PDFName.of('DP'));
  const names = filter === undefined ? [] : filter instanceof PDFArray ? filter.asArray() : [filter];
  const filters: Filter[] = [];
  for (const name of names) {
    const known = filterNames[nameText(name) ?? ''];
    if (!known) return undefined;
    filters.push(known);
  }
  const params = parms instanceof PDFArray ? parms.asArray() : [parms];
  if (params.some((p) => p !== undefined && p !== PDFNull && !(p instanceof PDFDict))) return undefined;
  return { filters, params: filters.map((_, i) => (params[i] instanceof PDFDict ? (params[i] as PDFDict) : undefined)) };
}

/** Width and height a JPEG's own frame header gives (pdf.js decodes by these, not by the dictionary). */
export function jpegSize(data: Uint8Array): { width: number; height: number } | undefined {
  for (let at = 2; at + 9 < data.length;) {
    if (data[at] !== 0xff) {
      at++;
      continue;
    }
    const marker = data[at + 1]!;
    if (marker === 0xff || marker === 0xd8 || marker === 0x01 || (marker >= 0xd0 && marker <= 0xd7)) {
      at += marker === 0xff ? 1 : 2;
      continue;
    }
    const length = (data[at + 2]! << 8) | data[at + 3]!;
    if (marker >= 0xc0 && marker <= 0xcf && marker !== 0xc4 && marker !== 0xc8 && marker !== 0xcc) {
      return { height: (data[at + 5]! << 8) | data[at + 6]!, width: (data[at + 7]! << 8) | data[at + 8]! };
    }
    at += 2 + length;
  }
  return undefined;
}

/** Width and height a JPEG 2000 codestream's SIZ marker gives. */
export function jpxSize(data: Uint8Array): { width: number; height: number } | undefined {
  for (let at = 0; at + 22 < data.length; at++) {
    if (data[at] === 0xff && data[at + 1] === 0x51) {
      const view = new DataView(data.buffer, data.byteOffset + at + 6, 16);
      return { width: view.getUint32(0) - view.getUint32(8), height: view.getUint32(4) - view.getUint32(12) };
    }
  }
  return undefined;
}

/** One stream as the measure reads it: its dictionary, its bytes as parsed, and (when its /Length is not a direct number) the file from its data on, which a viewer that trusts another length may read. */
export interface MeasuredStream {
  readonly dict: PDFDict;
  readonly contents: Uint8Array;
  readonly rest?: Uint8Array;
}

/**
 * Decodes every stream of a file with the bounds above, before pdf-lib, pdf.js or the reader decodes
 * any of them, and says whether the file stays within them. Each filter of a chain runs with an
 * output cap (zlib's own for Deflate, a counting decoder for the others), the last one only
 * counts; a picture codec ends the chain and is held to the picture's pixels. So every
 * decompression a parser does later is one this measure allowed.
 */
export async function measureStreams(streams: Iterable<MeasuredStream>): Promise<BoundsVerdict> {
  let total = 0;
  let count = 0;
  const totalLimit = pdfBounds.maxTotalBytes;
  for (const { dict, contents, rest } of streams) {
    count++;
    const chain = filtersOf(dict);
    if (!chain) return { ok: false, why: 'filter', detail: 'an unknown or indirect filter' };
    const width = numberOf(dict.get(PDFName.of('Width')));
    const height = numberOf(dict.get(PDFName.of('Height')));
    // The file from the data on only where a decoder runs (it stops at its own end): a stream that
    // is not decoded, or only by a picture codec, costs its bytes as parsed, whatever its /Length.
    const decodes = chain.filters.length > 0 && !pictureCodecs.has(chain.filters[0]!);
    const input = decodes && rest && rest.length > contents.length ? rest : contents;
    let data: Uint8Array = input;
    let decoded = input.length;
    for (let i = 0; i < chain.filters.length; i++) {
      const filter = chain.filters[i]!;
      if (pictureCodecs.has(filter)) {
        if (i !== chain.filters.length - 1) return { ok: false, why: 'filter', detail: 'a picture codec before another filter' };
        const own = filter === 'dct' ? jpegSize(data) : filter === 'jpx' ? jpxSize(data) : undefined;
        const declared = (width ?? 0) * (height ?? 0);
        if (own && own.width * own.height > Math.max(declared, 1) && own.width * own.height > pdfBounds.maxImagePixels) {
          return { ok: false, why: 'image', detail: `a picture of ${own.width}×${own.height} declared as ${width}×${height}` };
        }
        break;
      }
      // Only the last filter's output is merely counted; an earlier one feeds the next.
      const keep = i < chain.filters.length - 1;
      const limit = Math.min(pdfBounds.maxStreamBytes, totalLimit - total);
      const out: Decoded = await decode(filter, data, limit, keep, chain.params[i]);
      if (out === 'over') {
        return limit < pdfBounds.maxStreamBytes
          ? { ok: false, why: 'total', detail: `streams decoding to more than ${totalLimit} bytes` }
          : { ok: false, why: 'stream', detail: `a stream decoding to more than ${limit} bytes` };
      }
      decoded = typeof out === 'number' ? out : out.length;
      if (typeof out !== 'number') data = out;
    }
    if (decoded > MB && decoded > input.length * pdfBounds.maxStreamRatio) {
      return { ok: false, why: 'ratio', detail: `a stream of ${input.length} bytes decoding to ${decoded}` };
    }
    total += decoded;
    if (total > totalLimit) return { ok: false, why: 'total', detail: `streams decoding to more than ${totalLimit} bytes` };
  }
  return { ok: true, decodedBytes: total, streams: count };
}

function decode(filter: Filter, data: Uint8Array, limit: number, keep: boolean, params: PDFDict | undefined): Promise<Decoded> | Decoded {
  switch (filter) {
    case 'flate':
      return inflateBounded(data, limit, keep);
    case 'lzw':
      return lzwBounded(data, limit, keep, numberOf(params?.get(PDFName.of('EarlyChange'))) ?? 1);
    case 'rl':
      return runLengthBounded(data, limit, keep);
    case 'ahx':
      return asciiHexBounded(data, limit, keep);
    case 'a85':
      return ascii85Bounded(data, limit, keep);
    default:
      return data.length;
  }
}
