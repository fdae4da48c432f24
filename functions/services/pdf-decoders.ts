import { constants, createInflate, inflateSync } from 'node:zlib';

/**
 * PDF stream decoders that stop at a limit (docs/decisions/0030-bounded-pdfs.md): each returns the
 * decoded bytes, or only their count when `keep` is false (the last filter of a chain: nothing
 * needs its bytes), or 'over' as soon as the output passes `limit`. No decoder holds more than
 * `limit` bytes, and a count holds none. Damaged data decodes as far as it goes, as pdf.js does.
 */
export type Decoded = Uint8Array | number | 'over';

/** Inputs up to this size are inflated in one synchronous call (at most about 1,032 times as many bytes out). */
const syncInflateInput = 16 * 1024;

/** FlateDecode: zlib's own inflater with an output cap, streamed so that a count holds no output. */
export async function inflateBounded(input: Uint8Array, limit: number, keep: boolean): Promise<Decoded> {
  if (input.length <= syncInflateInput) {
    try {
      const out = inflateSync(input, { maxOutputLength: Math.max(1, limit), finishFlush: constants.Z_SYNC_FLUSH });
      if (out.length > limit) return 'over';
      return keep ? new Uint8Array(out.buffer, out.byteOffset, out.length) : out.length;
    } catch (error) {
      if ((error as { code?: string }).code === 'ERR_BUFFER_TOO_LARGE') return 'over';
      // Damaged data: stream it, to count what comes out before the damage.
    }
  }
  return new Promise<Decoded>((resolve) => {
    const inflate = createInflate({ chunkSize: 64 * 1024, finishFlush: constants.Z_SYNC_FLUSH });
    const chunks: Buffer[] = [];
    let total = 0;
    let settled = false;
    const settle = (value: Decoded) => {
      if (settled) return;
      settled = true;
      resolve(value);
    };
    const done = () => settle(keep ? new Uint8Array(Buffer.concat(chunks, total)) : total);
    inflate.on('data', (chunk: Buffer) => {
      total += chunk.length;
      if (total > limit) {
        settle('over');
        inflate.destroy();
      } else if (keep) chunks.push(chunk);
    });
    inflate.on('end', done);
    inflate.on('error', done);
    inflate.on('close', done);
    inflate.end(input);
  });
}

/** A writer that keeps or only counts, up to a limit. */
class Output {
  private bytes: Uint8Array;
  length = 0;
  constructor(
    private readonly limit: number,
    private readonly keep: boolean,
  ) {
    this.bytes = new Uint8Array(keep ? Math.min(limit, 64 * 1024) : 0);
  }
  /** False once past the limit. */
  push(byte: number): boolean {
    if (++this.length > this.limit) return false;
    if (this.keep) {
      if (this.length > this.bytes.length) {
        const grown = new Uint8Array(Math.min(this.limit, this.bytes.length * 2 + 1024));
        grown.set(this.bytes);
        this.bytes = grown;
      }
      this.bytes[this.length - 1] = byte;
    }
    return true;
  }
  result(): Decoded {
    if (this.length > this.limit) return 'over';
    return this.keep ? this.bytes.subarray(0, this.length) : this.length;
  }
}

/** LZWDecode (9 to 12 bit codes, 256 clears, 257 ends; EarlyChange 1 by default), as pdf.js reads it. */
export function lzwBounded(input: Uint8Array, limit: number, keep: boolean, earlyChange = 1): Decoded {
  const out = new Output(limit, keep);
  const prefix = new Int32Array(4096);
  const suffix = new Uint8Array(4096);
  const first = new Uint8Array(4096);
  const size = new Uint16Array(4096);
  for (let code = 0; code < 256; code++) {
    suffix[code] = code;
    first[code] = code;
    size[code] = 1;
  }
  const stack = new Uint8Array(4096);
  let bits = 0;
  let buffer = 0;
  let at = 0;
  let width = 9;
  let next = 258;
  let previous = -1;
  for (;;) {
    while (bits < width) {
      if (at >= input.length) return out.result();
      buffer = ((buffer << 8) | input[at++]!) >>> 0;
      bits += 8;
    }
    const code = (buffer >>> (bits - width)) & ((1 << width) - 1);
    bits -= width;
    buffer &= (1 << bits) - 1;
    if (code === 256) {
      width = 9;
      next = 258;
      previous = -1;
      continue;
    }
    if (code === 257) return out.result();
    let entry: number;
    if (code < 256 || (code >= 258 && code < next)) entry = code;
    else if (code === next && previous >= 0 && next < 4096) entry = -1;
    else return out.result(); // A code not yet defined: pdf.js stops there too.
    const head = entry === -1 ? first[previous]! : first[entry]!;
    if (previous >= 0 && next < 4096) {
      prefix[next] = previous;
      suffix[next] = head;
      first[next] = first[previous]!;
      size[next] = size[previous]! + 1;
      next++;
    }
    const written = entry === -1 ? next - 1 : entry;
    // Write the entry's bytes: walk its prefixes back to front.
    let depth = 0;
    for (let c = written; ; c = prefix[c]!) {
      stack[depth++] = suffix[c]!;
      if (c < 256) break;
    }
    while (depth > 0) if (!out.push(stack[--depth]!)) return 'over';
    previous = code;
    if (next + earlyChange >= 1 << width && width < 12) width++;
  }
}

/** RunLengthDecode: a length byte n, then n + 1 bytes to copy (n < 128) or one byte to repeat 257 - n times (n > 128); 128 ends. */
export function runLengthBounded(input: Uint8Array, limit: number, keep: boolean): Decoded {
  const out = new Output(limit, keep);
  for (let at = 0; at < input.length;) {
    const n = input[at++]!;
    if (n === 128) break;
    if (n < 128) {
      for (let i = 0; i <= n && at < input.length; i++) if (!out.push(input[at++]!)) return 'over';
    } else if (at < input.length) {
      const byte = input[at++]!;
      for (let i = 0; i < 257 - n; i++) if (!out.push(byte)) return 'over';
    }
  }
  return out.result();
}

const isSpace = (byte: number) => byte === 0x00 || byte === 0x09 || byte === 0x0a || byte === 0x0c || byte === 0x0d || byte === 0x20;

/** ASCIIHexDecode: pairs of hex digits up to `>`, white space ignored. */
export function asciiHexBounded(input: Uint8Array, limit: number, keep: boolean): Decoded {
  const out = new Output(limit, keep);
  let high = -1;
  for (const byte of input) {
    if (byte === 0x3e) break;
    if (isSpace(byte)) continue;
    const digit = byte >= 0x30 && byte <= 0x39 ? byte - 0x30 : (byte | 0x20) >= 0x61 && (byte | 0x20) <= 0x66 ? (byte | 0x20) - 0x57 : -1;
    if (digit < 0) continue;
    if (high < 0) high = digit;
    else {
      if (!out.push((high << 4) | digit)) return 'over';
      high = -1;
    }
  }
  if (high >= 0 && !out.push(high << 4)) return 'over';
  return out.result();
}

/** ASCII85Decode: groups of five characters `!`..`u` to four bytes, `z` for four zeros, `~>` ends. */
export function ascii85Bounded(input: Uint8Array, limit: number, keep: boolean): Decoded {
  const out = new Output(limit, keep);
  const group: number[] = [];
  const flush = (count: number) => {
    let value = 0;
    for (let i = 0; i < 5; i++) value = value * 85 + (i < group.length ? group[i]! : 84);
    for (let i = 0; i < count; i++) if (!out.push((value >>> (24 - 8 * i)) & 0xff)) return false;
    return true;
  };
  for (const byte of input) {
    if (byte === 0x7e) break;
    if (isSpace(byte)) continue;
    if (byte === 0x7a && group.length === 0) {
      for (let i = 0; i < 4; i++) if (!out.push(0)) return 'over';
      continue;
    }
    if (byte < 0x21 || byte > 0x75) continue;
    group.push(byte - 0x21);
    if (group.length === 5) {
      if (!flush(4)) return 'over';
      group.length = 0;
    }
  }
  if (group.length > 1 && !flush(group.length - 1)) return 'over';
  return out.result();
}
