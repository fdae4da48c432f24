/**
 * `npm run bench:repayment`: the reader's issue-39 terms (signingBonusRepayment, relocationRepayment, relocationKind)
 * through the real reader (`readContract` on the printed PDFs, as bench:terms reads them), precision and recall per
 * term on:
 *   - own + dev: the reader's own corpus and the dev sets, labelled in test/fixtures/held-out/dev-repayment.ts (the
 *     reader may be tuned to them); `--verbose` lists their misses;
 *   - held-out: sealed-seventh.ts's `sealedSeventhRepayment`, written by a hand that had not read the reader: counts
 *     only, never its misses.
 * A finding is right when term, value and page all match. `--no-scans` leaves out the scans (OCR takes seconds a page).
 */
import { readContract } from '#functions/services/contract-reader.ts';
import { repaymentTermKeys } from '#shared/contract-terms/reader/families/bonuses-repayment.ts';
import type { TermFinding } from '#shared/contract-terms/terms.ts';
import { corpus } from '#test/fixtures/contracts/corpus.ts';
import { makeCorpusPdf } from '#test/fixtures/contracts/make-pdfs.ts';
import { devRepayment } from '#test/fixtures/held-out/dev-repayment.ts';
import { printHeldOut } from '#test/fixtures/held-out/print.ts';
import { sealedSeventhRepayment, type RepaymentExpected } from '#test/fixtures/held-out/sealed-seventh.ts';
import { heldOutSets } from '#test/fixtures/held-out/sets.ts';
import { precision, recall, type Score } from './terms.ts';

type RepaymentTerm = (typeof repaymentTermKeys)[number];
interface Printable {
  readonly name: string;
  readonly scan: boolean;
  readonly print: () => Promise<Uint8Array>;
}

const ownAndDev = (): Printable[] => [
  ...corpus().map((doc) => ({ name: doc.name, scan: !!doc.scan, print: async () => (await makeCorpusPdf(doc)).bytes })),
  ...heldOutSets.dev.map((doc) => ({ name: doc.name, scan: !!doc.scan, print: () => printHeldOut(doc) })),
];
const heldOut = (): Printable[] => heldOutSets.fresh.map((doc) => ({ name: doc.name, scan: !!doc.scan, print: () => printHeldOut(doc) }));

const same = (f: TermFinding, e: RepaymentExpected) => f.term === e.term && f.value === e.value && f.page === e.page;

/** Scores one set of documents against its labels; `log` hears each miss (never given for the held-out set). */
export async function scoreRepayment(
  documents: readonly Printable[],
  labels: readonly RepaymentExpected[],
  options: { scans: boolean; log?: (line: string) => void },
): Promise<{ perTerm: Map<RepaymentTerm, Score>; documents: number }> {
  const perTerm = new Map(repaymentTermKeys.map((term) => [term, { tp: 0, fp: 0, fn: 0 }]));
  let read = 0;
  for (const doc of documents) {
    if (doc.scan && !options.scans) continue;
    read++;
    const found = (await readContract(await doc.print())).terms.filter((f) => (repaymentTermKeys as readonly string[]).includes(f.term));
    const expected = labels.filter((e) => e.doc === doc.name);
    for (const f of found) {
      const right = expected.some((e) => same(f, e));
      perTerm.get(f.term as RepaymentTerm)![right ? 'tp' : 'fp']++;
      if (!right)
        options.log?.(
          `${doc.name}: wrong ${f.term}=${f.value} p${f.page} (expected ${JSON.stringify(expected.find((e) => e.term === f.term) ?? 'none')}) "${f.quote}"`,
        );
    }
    for (const e of expected)
      if (!found.some((f) => same(f, e))) {
        perTerm.get(e.term)!.fn++;
        options.log?.(`${doc.name}: missed ${e.term}=${e.value} p${e.page}`);
      }
  }
  return { perTerm, documents: read };
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const verbose = process.argv.includes('--verbose');
  const scans = !process.argv.includes('--no-scans');
  const dev = await scoreRepayment(ownAndDev(), devRepayment, { scans, ...(verbose ? { log: (line: string) => console.log(`[dev] ${line}`) } : {}) });
  // Never log the held-out set's misses: reading them would be tuning to them.
  const held = await scoreRepayment(heldOut(), sealedSeventhRepayment, { scans });
  const f = (n: number) => n.toFixed(3);
  const cell = (s: Score) => `${String(s.tp + s.fn).padStart(4)} ${f(precision(s))} ${f(recall(s))}`;
  const total = (m: Map<RepaymentTerm, Score>) =>
    [...m.values()].reduce((a, s) => ({ tp: a.tp + s.tp, fp: a.fp + s.fp, fn: a.fn + s.fn }), { tp: 0, fp: 0, fn: 0 });
  console.log(`\nRepayment terms (issue 39)${scans ? '' : ', text documents only'}: labelled n, precision, recall`);
  console.log(`${'term'.padEnd(24)}  own+dev: n    P     R     held-out: n    P     R`);
  for (const term of repaymentTermKeys)
    console.log(`${term.padEnd(24)}        ${cell(dev.perTerm.get(term)!)}            ${cell(held.perTerm.get(term)!)}`);
  console.log(`${'overall'.padEnd(24)}        ${cell(total(dev.perTerm))}            ${cell(total(held.perTerm))}`);
  console.log(`  own+dev: ${dev.documents} documents; held-out (sealed-seventh): ${held.documents} documents`);
}
