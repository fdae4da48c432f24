/**
 * `npm run -s terms -- <file.pdf>`: the product's own contract reader on a file, offline, with no
 * stack started. Prints exactly one JSON object ({ textLayer, pages, terms }) on stdout; anything
 * else (pdf.js warnings, errors) goes to stderr. The file is first held to the bounds the upload's
 * check holds every PDF to (what its streams decode to), and read within the reader job's own time
 * (shared/jobs.ts): at most its page limit, stopping at the job's deadline, as the job does.
 */
import { readFile } from 'node:fs/promises';
import { readContractTerms } from '#shared/jobs.ts';
import { readContract, readerSaveMarginMs } from '#functions/services/contract-reader.ts';
import { measurePdf } from '#functions/services/pdf-check.ts';

// Whatever a library logs must not reach stdout, which carries the JSON alone.
console.log = console.info = console.warn = console.debug = (...args: unknown[]) => console.error(...args);

const file = process.argv[2];
if (!file || process.argv.length > 3) {
  console.error('Usage: npm run -s terms -- <file.pdf>');
  process.exit(2);
}
try {
  const bytes = new Uint8Array(await readFile(file));
  const bounds = await measurePdf(bytes);
  if (!bounds.ok) throw new Error(`it is past what a PDF may cost to read (${bounds.detail})`);
  const deadline = Date.now() + (readContractTerms.compute?.timeoutSeconds ?? 120) * 1000 - readerSaveMarginMs;
  const reading = await readContract(bytes, { deadline });
  process.stdout.write(`${JSON.stringify(reading)}\n`);
} catch (error) {
  console.error(`Could not read ${file} as a PDF: ${error instanceof Error ? error.message : String(error)}`);
  process.exit(1);
}
