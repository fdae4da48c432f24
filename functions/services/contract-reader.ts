import { extractText, getDocumentProxy } from 'unpdf';
import { findTerms } from '#shared/contract-terms/extract.ts';
import type { ContractReading } from '#shared/contract-terms/terms.ts';

/** Fewer printable characters than this in the whole file: a scan (images of pages), not text. */
const minTextCharacters = 20;

/**
 * Reads a contract PDF offline (unpdf: pdf.js's text layer, no rendering, no network) and finds its
 * terms. No AWS here: the extraction function and `npm run terms` run exactly this.
 */
export async function readContract(bytes: Uint8Array): Promise<ContractReading> {
  const pdf = await getDocumentProxy(new Uint8Array(bytes), { verbosity: 0 });
  try {
    const { totalPages, text } = await extractText(pdf, { mergePages: false });
    const printable = text.reduce((sum, page) => sum + page.replace(/\s+/g, '').length, 0);
    if (printable < minTextCharacters) return { textLayer: false, pages: totalPages, terms: [] };
    return { textLayer: true, pages: totalPages, terms: findTerms(text) };
  } finally {
    await pdf.cleanup();
  }
}
