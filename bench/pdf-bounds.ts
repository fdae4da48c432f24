/**
 * `npm run bench:bounds`: what the upload's check makes of every contract the corpora print (their
 * own, dev, sealed and fresh sets, text and scans): none may be refused, and how close each comes to
 * the bounds of functions/services/pdf-bounds.ts (pages, bytes decoded in all and per file) and how
 * long the check takes, per file and per page. The figures behind decision 0030.
 */
import { checkPdf, measurePdf } from '#functions/services/pdf-check.ts';
import { pdfBounds } from '#functions/services/pdf-bounds.ts';
import { corpusNames, documentsOf } from './terms';

const rows: { name: string; pages: number; bytes: number; decoded: number; ms: number }[] = [];
const refused: string[] = [];
for (const corpus of corpusNames) {
  for (const doc of documentsOf(corpus)) {
    const { bytes } = await doc.print();
    const measured = await measurePdf(bytes);
    const started = performance.now();
    const check = await checkPdf(bytes);
    const ms = performance.now() - started;
    if (!check.ok || !measured.ok) refused.push(`${corpus}/${doc.name}: ${JSON.stringify(check)}`);
    rows.push({
      name: `${corpus}/${doc.name}`,
      pages: check.ok ? check.pages : 0,
      bytes: bytes.length,
      decoded: measured.ok ? measured.decodedBytes : 0,
      ms,
    });
  }
}
const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]!;
const most = <K extends 'pages' | 'bytes' | 'decoded'>(key: K) => rows.reduce((a, b) => (b[key] > a[key] ? b : a));
const mb = (n: number) => `${(n / 1024 / 1024).toFixed(2)} MB`;
console.log(`${rows.length} PDFs of the corpora checked, ${refused.length} refused${refused.length ? `:\n  ${refused.join('\n  ')}` : ''}`);
console.log(`pages: longest ${most('pages').pages} (${most('pages').name}); bound ${pdfBounds.maxPages}`);
console.log(`file: largest ${mb(most('bytes').bytes)} (${most('bytes').name})`);
console.log(
  `decoded: most ${mb(most('decoded').decoded)} (${most('decoded').name}); bounds ${mb(pdfBounds.maxStreamBytes)} a stream, ${mb(pdfBounds.maxTotalBytes)} a file`,
);
const perPage = rows.map((r) => r.ms / Math.max(1, r.pages));
console.log(
  `check: median ${median(rows.map((r) => r.ms)).toFixed(1)} ms a file, ${median(perPage).toFixed(2)} ms a page; worst ${Math.max(...perPage).toFixed(2)} ms a page`,
);
if (refused.length) process.exitCode = 1;
