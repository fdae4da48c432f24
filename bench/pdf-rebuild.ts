/**
 * `npm run bench:rebuild`: the disarming rebuild (functions/services/pdf-rebuild.ts, issue 36) on every
 * PDF the contract fixtures can print (own corpus, every held-out set, scans included), then on a
 * 500-page text PDF and a 10-page scan. Per file: pages, ms per page, size before and after, and
 * whether pdf.js finds the same text on every page, draws the same operators (annotations left out),
 * and `checkPdf` accepts the rebuilt file. Then the median and worst ms per page, by kind, and memory.
 * Only names and numbers are printed (never a sealed document's text or the reader's findings).
 * `--quick` skips the drawing comparison (the slowest part, pdf.js decoding every scan's image).
 */
import { PDFDocument, StandardFonts } from 'pdf-lib';
import { checkPdf } from '#functions/services/pdf-check.ts';
import { rebuildPdf } from '#functions/services/pdf-rebuild.ts';
import { drawingsPerPage, textPerPage } from '#test/support/pdf-views.ts';
import { corpus } from '#test/fixtures/contracts/corpus.ts';
import { makeCorpusPdf } from '#test/fixtures/contracts/make-pdfs.ts';
import { devCorpus } from '#test/fixtures/held-out/dev.ts';
import { devMoreCorpus } from '#test/fixtures/held-out/dev-more.ts';
import { devThirdCorpus } from '#test/fixtures/held-out/dev-third.ts';
import { devFourthCorpus } from '#test/fixtures/held-out/dev-fourth.ts';
import { devFifthCorpus } from '#test/fixtures/held-out/dev-fifth.ts';
import { printHeldOut } from '#test/fixtures/held-out/print.ts';
import { sealedCorpus } from '#test/fixtures/held-out/sealed.ts';
import { sealedSecondCorpus } from '#test/fixtures/held-out/sealed-second.ts';
import { sealedThirdCorpus } from '#test/fixtures/held-out/sealed-third.ts';
import { sealedFourthCorpus } from '#test/fixtures/held-out/sealed-fourth.ts';
import { sealedFifthCorpus } from '#test/fixtures/held-out/sealed-fifth.ts';
import type { HeldOutDocument } from '#test/fixtures/held-out/types.ts';

interface Source {
  readonly set: string;
  readonly name: string;
  readonly scan: boolean;
  readonly print: () => Promise<Uint8Array>;
}

/** The newest sealed set, loaded when its file is there (as bench/terms.ts does). */
const freshFile = '#test/fixtures/held-out/sealed-sixth.ts';
const freshCorpus: readonly HeldOutDocument[] = await import(freshFile).then(
  (mod: Record<string, unknown>) => (Object.values(mod).find(Array.isArray) ?? []) as readonly HeldOutDocument[],
  () => [],
);

function sources(): Source[] {
  const own = corpus().map((doc) => ({ set: 'own', name: doc.name, scan: !!doc.scan, print: async () => (await makeCorpusPdf(doc)).bytes }));
  const held = Object.entries({
    dev: devCorpus,
    'dev-more': devMoreCorpus,
    'dev-third': devThirdCorpus,
    'dev-fourth': devFourthCorpus,
    'dev-fifth': devFifthCorpus,
    sealed: sealedCorpus,
    'sealed-second': sealedSecondCorpus,
    'sealed-third': sealedThirdCorpus,
    'sealed-fourth': sealedFourthCorpus,
    'sealed-fifth': sealedFifthCorpus,
    'sealed-sixth': freshCorpus,
  }).flatMap(([set, docs]) => docs.map((doc) => ({ set, name: doc.name, scan: !!doc.scan, print: () => printHeldOut(doc) })));
  return [...own, ...held];
}

const same = (a: readonly string[], b: readonly string[]) => a.length === b.length && a.every((item, index) => item === b[index]);
const median = (values: readonly number[]) => {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[middle]! : (sorted[middle - 1]! + sorted[middle]!) / 2;
};
const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`;
const mb = (bytes: number) => `${(bytes / 1024 / 1024).toFixed(1)} MB`;

/** The time of the fastest of `runs` rebuilds (the machine is shared: the minimum is the least disturbed). */
async function timed(bytes: Uint8Array, runs: number, useObjectStreams?: boolean): Promise<{ ms: number; rebuilt: Uint8Array }> {
  let best = Number.POSITIVE_INFINITY;
  let rebuilt: Uint8Array = new Uint8Array();
  for (let run = 0; run < runs; run++) {
    const started = performance.now();
    rebuilt = await rebuildPdf(bytes, { useObjectStreams });
    best = Math.min(best, performance.now() - started);
  }
  return { ms: best, rebuilt };
}

/** A long text PDF: `pages` pages of 44 lines in Times, as the contract printer writes them. */
async function longTextPdf(pages: number): Promise<Uint8Array> {
  const document = await PDFDocument.create();
  const font = await document.embedFont(StandardFonts.TimesRoman);
  for (let number = 1; number <= pages; number++) {
    const page = document.addPage([612, 792]);
    for (let line = 0; line < 44; line++)
      page.drawText(`Section ${number}.${line + 1}. The Physician shall receive a base salary of $${300 + line},000 per year, paid monthly.`, {
        x: 72,
        y: 720 - line * 14,
        size: 11,
        font,
      });
  }
  return document.save();
}

/** A 10-page scan: the longest scan of the dev corpus, its pages repeated (as bench/terms.ts's long scan). */
async function tenPageScan(): Promise<Uint8Array> {
  const source = devCorpus.filter((doc) => doc.scan).reduce((a, b) => (b.pages.length > a.pages.length ? b : a));
  const pages = Array.from({ length: 10 }, (_, index) => source.pages[index % source.pages.length]!);
  return printHeldOut({ ...source, scan: true, pages, expected: [] });
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const quick = process.argv.includes('--quick');
  // `--large`: only the large files, in a process of their own (so that its peak memory is theirs).
  const largeOnly = process.argv.includes('--large');
  // pdf-lib and pdf.js warm up before anything is timed.
  await rebuildPdf(await longTextPdf(2));
  await textPerPage(await longTextPdf(1));

  const rows: { scan: boolean; pages: number; msPerPage: number; before: number; after: number; name: string }[] = [];
  const failures: string[] = [];
  for (const source of largeOnly ? [] : sources()) {
    const bytes = await source.print();
    const { ms, rebuilt } = await timed(bytes, 3);
    const [textBefore, textAfter] = [await textPerPage(bytes), await textPerPage(rebuilt)];
    const textSame = same(textBefore, textAfter);
    const drawingSame = quick || same(await drawingsPerPage(bytes), await drawingsPerPage(rebuilt));
    const check = await checkPdf(rebuilt);
    const pages = textBefore.length;
    const name = `${source.set}/${source.name}`;
    rows.push({ scan: source.scan, pages, msPerPage: ms / pages, before: bytes.length, after: rebuilt.length, name });
    if (!textSame || !drawingSame || !check.ok || check.pages !== pages)
      failures.push(`${name}: text ${textSame ? 'same' : 'DIFFERS'}, drawing ${drawingSame ? 'same' : 'DIFFERS'}, checkPdf ${JSON.stringify(check)}`);
    console.log(
      `${name.padEnd(58)} ${source.scan ? 'scan' : 'text'} ${String(pages).padStart(3)} p ${(ms / pages).toFixed(2).padStart(7)} ms/p ${kb(bytes.length).padStart(10)} → ${kb(rebuilt.length).padStart(10)}  text ${textSame ? 'same' : 'DIFFERS'}${quick ? '' : `, drawing ${drawingSame ? 'same' : 'DIFFERS'}`}, check ${check.ok ? 'ok' : 'REFUSED'}`,
    );
  }

  if (!largeOnly) console.log('\nSummary (fastest of 3 rebuilds each, with object streams: the default)');
  if (!largeOnly) {
    for (const scan of [false, true]) {
      const kind = rows.filter((row) => row.scan === scan);
      const worst = kind.reduce((a, b) => (b.msPerPage > a.msPerPage ? b : a));
      const [before, after] = [kind.reduce((sum, row) => sum + row.before, 0), kind.reduce((sum, row) => sum + row.after, 0)];
      console.log(
        `  ${scan ? 'scans' : 'text '}: ${kind.length} documents, ${kind.reduce((sum, row) => sum + row.pages, 0)} pages; ms per page median ${median(kind.map((row) => row.msPerPage)).toFixed(2)}, worst ${worst.msPerPage.toFixed(2)} (${worst.name}); size ${mb(before)} → ${mb(after)} (${((after / before) * 100).toFixed(1)}%)`,
      );
    }
    console.log(
      failures.length === 0
        ? `  every document: same text${quick ? '' : ', same drawing'}, accepted by checkPdf`
        : `  FAILURES:\n    ${failures.join('\n    ')}`,
    );
  }
  console.log('\nLarge files (fastest of 3 rebuilds; heap kept after one rebuild, resident peak over the process so far)');
  const inputs = [
    ['500-page text PDF', await longTextPdf(500), 500],
    ['10-page scan', await tenPageScan(), 10],
  ] as const;
  for (const [name, bytes, pages] of inputs) {
    for (const useObjectStreams of [false, true]) {
      globalThis.gc?.();
      const heap = process.memoryUsage().heapUsed;
      const peakBefore = process.resourceUsage().maxRSS * 1024;
      const { ms, rebuilt } = await timed(bytes, 3, useObjectStreams);
      const heapAfter = process.memoryUsage().heapUsed - heap;
      const peak = process.resourceUsage().maxRSS * 1024;
      const textSame = same(await textPerPage(bytes), await textPerPage(rebuilt));
      console.log(
        `  ${name}, object streams ${useObjectStreams ? 'on ' : 'off'}: ${ms.toFixed(0)} ms (${(ms / pages).toFixed(2)} ms/page), ${kb(bytes.length)} → ${kb(rebuilt.length)}, heap +${mb(heapAfter)} before collection, peak resident ${mb(peakBefore)} → ${mb(peak)}; text ${textSame ? 'same' : 'DIFFERS'}`,
      );
    }
  }
  if (failures.length > 0) process.exitCode = 1;
}
