import { PDFContext, PDFName, PDFRawStream, decodePDFRawStream } from 'pdf-lib';
import { deflateSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { ascii85Bounded, asciiHexBounded, inflateBounded, lzwBounded, runLengthBounded } from './pdf-decoders';

/** What pdf-lib's own decoder (a port of pdf.js's) makes of the data under this filter. */
function pdfLibDecodes(filter: string, data: Uint8Array): Uint8Array {
  const context = PDFContext.create();
  return decodePDFRawStream(PDFRawStream.of(context.obj({ Filter: PDFName.of(filter) }), data)).decode();
}

/** A plain LZW encoder (9 to 12 bit codes, early change), enough to make test data. */
function lzwEncode(input: Uint8Array): Uint8Array {
  const out: number[] = [];
  let buffer = 0;
  let bits = 0;
  let width = 9;
  const emit = (code: number) => {
    buffer = (buffer << width) | code;
    bits += width;
    while (bits >= 8) {
      out.push((buffer >>> (bits - 8)) & 0xff);
      bits -= 8;
    }
    buffer &= (1 << bits) - 1;
  };
  let table = new Map<string, number>();
  let next = 258;
  emit(256);
  let current = '';
  for (const byte of input) {
    const key = current + String.fromCharCode(byte);
    if (current === '' || table.has(key)) {
      current = key;
      continue;
    }
    emit(current.length === 1 ? current.charCodeAt(0) : table.get(current)!);
    table.set(key, next++);
    if (next + 1 > 1 << width && width < 12) width++;
    if (next >= 4094) {
      emit(256);
      table = new Map();
      next = 258;
      width = 9;
    }
    current = String.fromCharCode(byte);
  }
  if (current) emit(current.length === 1 ? current.charCodeAt(0) : table.get(current)!);
  emit(257);
  if (bits > 0) out.push((buffer << (8 - bits)) & 0xff);
  return new Uint8Array(out);
}

const text = new TextEncoder().encode('BT /F1 12 Tf 72 720 Td (The base salary is $300,000 per year.) Tj ET\n'.repeat(400));

describe('bounded PDF decoders (issue 36)', () => {
  it('decode what pdf-lib decodes, byte for byte, and count it when the bytes are not kept', async () => {
    const cases: [string, Uint8Array, (limit: number, keep: boolean) => unknown][] = [
      ['LZWDecode', lzwEncode(text), (limit, keep) => lzwBounded(lzwEncode(text), limit, keep)],
      [
        'ASCIIHexDecode',
        new TextEncoder().encode(Buffer.from(text).toString('hex') + '>'),
        (limit, keep) => asciiHexBounded(new TextEncoder().encode(Buffer.from(text).toString('hex') + '>'), limit, keep),
      ],
      [
        'RunLengthDecode',
        new Uint8Array([2, 65, 66, 67, 253, 68, 128]),
        (limit, keep) => runLengthBounded(new Uint8Array([2, 65, 66, 67, 253, 68, 128]), limit, keep),
      ],
    ];
    for (const [filter, data, ours] of cases) {
      const expected = pdfLibDecodes(filter, data);
      expect(ours(1 << 24, true), filter).toEqual(expected);
      expect(ours(1 << 24, false), filter).toBe(expected.length);
      expect(ours(expected.length - 1, false), filter).toBe('over');
    }
    const a85 = new TextEncoder().encode('87cURD]i,"Ebo80~>'); // "Hello World!"
    expect(new TextDecoder().decode(ascii85Bounded(a85, 100, true) as Uint8Array)).toBe('Hello World!');
    expect(ascii85Bounded(new TextEncoder().encode('zz~>'), 100, false)).toBe(8);
  });

  it('inflate only up to the limit, and as far as damaged data goes', async () => {
    const zeros = deflateSync(Buffer.alloc(8 * 1024 * 1024));
    expect(await inflateBounded(zeros, 8 * 1024 * 1024, false)).toBe(8 * 1024 * 1024);
    expect(await inflateBounded(zeros, 1024 * 1024, false)).toBe('over');
    const packed = deflateSync(Buffer.from(text));
    expect(await inflateBounded(packed, 1 << 24, true)).toEqual(new Uint8Array(text));
    // Cut short: what decodes before the cut is counted, as pdf.js reads a truncated stream.
    const cut = await inflateBounded(packed.subarray(0, packed.length - 10), 1 << 24, false);
    expect(cut).toBeGreaterThan(0);
    expect(cut).toBeLessThanOrEqual(text.length);
  });
});
