/**
 * `npm run -s terms -- <file.pdf>`: the product's own contract reader on a file, offline, with no
 * stack started. Prints exactly one JSON object ({ textLayer, pages, terms }) on stdout; anything
 * else (pdf.js warnings, errors) goes to stderr.
 */
import { readFile } from 'node:fs/promises';
import { readContract } from '#functions/services/contract-reader.ts';

// Whatever a library logs must not reach stdout, which carries the JSON alone.
console.log = console.info = console.warn = console.debug = (...args: unknown[]) => console.error(...args);

const file = process.argv[2];
if (!file || process.argv.length > 3) {
  console.error('Usage: npm run -s terms -- <file.pdf>');
  process.exit(2);
}
try {
  const reading = await readContract(new Uint8Array(await readFile(file)));
  process.stdout.write(`${JSON.stringify(reading)}\n`);
} catch (error) {
  console.error(`Could not read ${file} as a PDF: ${error instanceof Error ? error.message : String(error)}`);
  process.exit(1);
}
