import { execFile } from 'node:child_process';
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { describe, expect, it } from 'vitest';
import { precision, recall, scoreCorpus } from '#bench/terms.ts';
import { corpus } from '#test/fixtures/contracts/corpus.ts';
import { makeCorpusPdf } from '#test/fixtures/contracts/make-pdfs.ts';
import { makePdf } from '#test/support/pdfs.ts';
import { readContract } from './contract-reader';

const doc = (name: string) => corpus().find((d) => d.name === name)!;

describe('readContract', () => {
  it('reports a scan with nothing legible as a scan, with its pages read and no terms', async () => {
    const { bytes } = await makeCorpusPdf(doc('scan-illegible'));
    expect(await readContract(bytes)).toEqual({ textLayer: false, pages: 3, terms: [], scan: { pagesRead: 3, limited: false } });
  }, 60_000);

  it('gives the page a value is printed on when its clause starts on the page before', async () => {
    const { bytes, expected } = await makeCorpusPdf(doc('agreement-page-break-mid-clause'));
    const reading = await readContract(bytes);
    const salary = reading.terms.find((t) => t.term === 'baseSalary')!;
    expect(expected.find((e) => e.term === 'baseSalary')!.page).toBe(2);
    expect(salary).toMatchObject({ value: 235_000, page: 2 });
    expect(reading.terms.map((t) => t.term)).not.toContain('nonCompeteMiles'); // "is not subject to a non-compete"
    expect(reading.terms.map((t) => t.term)).not.toContain('relocation'); // "does not offer a relocation allowance"
  });

  it('reads its own corpus without a miss, and its scans by OCR: precision ≥ 0.95, recall ≥ 0.80', async () => {
    const result = await scoreCorpus('own');
    expect(result.text.documents).toBeGreaterThanOrEqual(30);
    expect(precision(result.text.overall)).toBe(1);
    expect(recall(result.text.overall)).toBe(1);
    expect(result.scans.documents).toBe(3);
    expect(result.scansReported).toBe(3);
    expect(precision(result.scans.overall)).toBeGreaterThanOrEqual(0.95);
    expect(recall(result.scans.overall)).toBeGreaterThanOrEqual(0.8);
  }, 180_000);
});

describe('readContract within its bounds (issue 36)', () => {
  it('reads at most its page limit of a text PDF, and says how many of how many pages it read', async () => {
    const bytes = await makePdf(6, 'Employment Agreement. The base salary is $300,000 per year');
    const reading = await readContract(bytes, { maxTextPages: 4 });
    expect(reading).toMatchObject({ textLayer: true, pages: 6, text: { pagesRead: 4, limited: true } });
    expect(Math.max(...reading.terms.map((t) => t.page))).toBeLessThanOrEqual(4);
    expect(await readContract(bytes)).not.toHaveProperty('text');
  });

  it('stops at the deadline inside its work, with what it read so far', async () => {
    const bytes = await makePdf(40, 'Employment Agreement. The base salary is $300,000 per year');
    const reading = await readContract(bytes, { deadline: Date.now() + 1 });
    expect(reading.pages).toBe(40);
    expect(reading.text?.pagesRead ?? reading.scan?.pagesRead ?? 0).toBeLessThan(40);
  });
});

describe('npm run -s terms', () => {
  it('prints exactly one JSON object and nothing else, offline, with no stack', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'terms-'));
    const file = join(dir, 'contract.pdf');
    writeFileSync(file, (await makeCorpusPdf(doc('agreement-either-party-and-tail-split'))).bytes);
    const { stdout } = await promisify(execFile)('npm', ['run', '-s', 'terms', '--', file], {
      env: { ...process.env, AWS_ENDPOINT_URL: 'http://127.0.0.1:1' },
    });
    const lines = stdout.trim().split('\n');
    expect(lines).toHaveLength(1);
    const reading = JSON.parse(lines[0]!);
    expect(Object.keys(reading)).toEqual(['textLayer', 'pages', 'terms']);
    expect(reading.textLayer).toBe(true);
    expect(reading.terms).toContainEqual(
      expect.objectContaining({ term: 'tailPaidBy', value: 'shared', page: 1, quote: expect.stringContaining('tail') }),
    );
    for (const t of reading.terms) expect(Object.keys(t)).toEqual(['term', 'value', 'page', 'quote', 'confidence', 'trace']);
  }, 60_000);
});
