import { extractText, getDocumentProxy } from 'unpdf';
import { findTerms } from '#shared/contract-terms/extract.ts';
import type { ContractReading, TermFinding } from '#shared/contract-terms/terms.ts';
import { readScan, type ScanOptions } from './contract-ocr';

/** Fewer printable characters than this in the whole file: a scan (images of pages), not text. */
const minTextCharacters = 20;

/**
 * How much less sure a finding read from a scan is than the same words in a text layer, before
 * Tesseract's own confidence in the page: OCR misreads digits ("3" for "8") that the reader cannot see.
 */
const scanDiscount = 0.8;

/** A finding read by OCR: marked, and as sure as the reader was times how sure Tesseract was of its page. */
function fromScan(finding: TermFinding, pageConfidence: number): TermFinding {
  const confidence = Math.round(finding.confidence * scanDiscount * pageConfidence * 100) / 100;
  return { ...finding, confidence, fromScan: true };
}

/**
 * Reads a contract PDF offline (unpdf: pdf.js's text layer, no rendering, no network) and finds its
 * terms; a PDF without a text layer (a scan) is read by OCR (contract-ocr.ts) up to its page limit
 * and deadline, its findings marked as read from a scan. No AWS here: the extraction job and
 * `npm run terms` run exactly this.
 */
export async function readContract(bytes: Uint8Array, scanOptions: ScanOptions = {}): Promise<ContractReading> {
  const pdf = await getDocumentProxy(new Uint8Array(bytes), { verbosity: 0 });
  try {
    const { totalPages, text } = await extractText(pdf, { mergePages: false });
    const printable = text.reduce((sum, page) => sum + page.replace(/\s+/g, '').length, 0);
    if (printable >= minTextCharacters) return { textLayer: true, pages: totalPages, terms: findTerms(text) };
    const scan = await readScan(pdf, scanOptions);
    const terms = findTerms(scan.pages).map((finding) => fromScan(finding, scan.confidence[finding.page - 1] ?? 0));
    return { textLayer: false, pages: totalPages, terms, scan: { pagesRead: scan.pagesRead, limited: scan.limited } };
  } finally {
    await pdf.cleanup();
  }
}
