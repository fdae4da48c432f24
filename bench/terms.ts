/**
 * `npm run bench:terms`: the contract reader against the corpus (test/fixtures/contracts): precision
 * and recall per term and overall (a finding is right when key, value and page all match), and the
 * reading time per page. Targets (issue 17): precision ≥ 0.95, recall ≥ 0.90, under 200 ms a page.
 */
import { readContract } from '#functions/services/contract-reader.ts';
import { termKeys, type TermFinding } from '#shared/contract-terms/terms.ts';
import { corpus } from '#test/fixtures/contracts/corpus.ts';
import { makeCorpusPdf, type Expected } from '#test/fixtures/contracts/make-pdfs.ts';

export interface Score {
  readonly tp: number;
  readonly fp: number;
  readonly fn: number;
}
export const precision = (s: Score) => (s.tp + s.fp === 0 ? 1 : s.tp / (s.tp + s.fp));
export const recall = (s: Score) => (s.tp + s.fn === 0 ? 1 : s.tp / (s.tp + s.fn));

export async function scoreCorpus(log?: (line: string) => void) {
  const perTerm = new Map(termKeys.map((k) => [k, { tp: 0, fp: 0, fn: 0 }]));
  let pages = 0;
  let ms = 0;
  let scansReported = 0;
  let scans = 0;
  const docs = corpus();
  await readContract(await makeCorpusPdf(docs[0]!).then((d) => d.bytes)); // pdf.js loads once
  for (const doc of docs) {
    const { bytes, expected } = await makeCorpusPdf(doc);
    const t0 = performance.now();
    const reading = await readContract(bytes);
    ms += performance.now() - t0;
    pages += reading.pages;
    if (doc.scan) {
      scans++;
      if (!reading.textLayer && reading.terms.length === 0) scansReported++;
    }
    const same = (f: TermFinding, e: Expected) => f.term === e.term && f.value === e.value && f.page === e.page;
    for (const f of reading.terms) {
      const right = expected.some((e) => same(f, e));
      perTerm.get(f.term)![right ? 'tp' : 'fp']++;
      if (!right)
        log?.(
          `${doc.name}: wrong ${f.term}=${JSON.stringify(f.value)} p${f.page} (expected ${JSON.stringify(expected.find((e) => e.term === f.term) ?? 'none')}) "${f.quote.slice(0, 160)}"`,
        );
    }
    for (const e of expected)
      if (!reading.terms.some((f) => same(f, e))) {
        if (!reading.terms.some((f) => f.term === e.term)) perTerm.get(e.term)!.fn++;
        else perTerm.get(e.term)!.fn++;
        log?.(`${doc.name}: missed ${e.term}=${JSON.stringify(e.value)} p${e.page}`);
      }
  }
  const overall = [...perTerm.values()].reduce((a, s) => ({ tp: a.tp + s.tp, fp: a.fp + s.fp, fn: a.fn + s.fn }), { tp: 0, fp: 0, fn: 0 });
  return { perTerm, overall, documents: docs.length, pages, msPerPage: ms / pages, scans, scansReported };
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const verbose = process.argv.includes('--verbose');
  const r = await scoreCorpus(verbose ? (line) => console.log(line) : undefined);
  const f = (n: number) => n.toFixed(3);
  console.log(`${'term'.padEnd(32)} ${'expected'.padStart(8)} ${'precision'.padStart(9)} ${'recall'.padStart(7)}`);
  for (const [term, s] of r.perTerm)
    console.log(`${term.padEnd(32)} ${String(s.tp + s.fn).padStart(8)} ${f(precision(s)).padStart(9)} ${f(recall(s)).padStart(7)}`);
  console.log(
    `${'overall'.padEnd(32)} ${String(r.overall.tp + r.overall.fn).padStart(8)} ${f(precision(r.overall)).padStart(9)} ${f(recall(r.overall)).padStart(7)}`,
  );
  console.log(
    `${r.documents} documents, ${r.pages} pages, ${r.msPerPage.toFixed(1)} ms per page; scans reported as scans: ${r.scansReported}/${r.scans}`,
  );
}
