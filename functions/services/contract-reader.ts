import { getDocumentProxy } from 'unpdf';
import { maxPdfPages } from '#shared/files/pdf.ts';
import { findTerms } from '#shared/contract-terms/extract.ts';
import type { ContractReading, TermFinding } from '#shared/contract-terms/terms.ts';
import { ocrImagePixels, readScan, type ScanOptions } from './contract-ocr';
import { beforeDeadline } from './deadline';

/**
 * Pages of a text PDF read at most (the upload's own page limit: a file that reached the reader
 * through the API has no more); a longer one, handed to \`npm run terms\`, is read up to here and
 * its reading says so.
 */
export const textPageLimit = maxPdfPages;

/** Time the job keeps after its reading's deadline: a page given up, and the record's update. */
export const readerSaveMarginMs = 15_000;

type PdfDocument = Awaited<ReturnType<typeof getDocumentProxy>>;

/** The page's text, joined as unpdf's extractText joins a page's items (so findings stay the same). */
async function pageText(pdf: PdfDocument, pageNumber: number): Promise<string> {
  return (await (await pdf.getPage(pageNumber)).getTextContent()).items
    .map((item) => ('str' in item && item.str != null ? item.str + (item.hasEOL ? '\n' : '') : ''))
    .join('');
}

/**
 * The text of a PDF's pages, one page at a time (unpdf's extractText asks for every page at once:
 * 20,000 pages held 4 GB), up to \`maxPages\` and the deadline, which is checked inside a page too.
 */
async function readText(pdf: PdfDocument, options: ScanOptions): Promise<{ pages: string[]; pagesRead: number }> {
  const last = Math.min(pdf.numPages, options.maxTextPages ?? textPageLimit);
  const pages: string[] = [];
  for (let p = 1; p <= last; p++) {
    if (options.deadline !== undefined && Date.now() >= options.deadline) break;
    const text = await beforeDeadline(pageText(pdf, p), options.deadline);
    if (text === undefined) break;
    pages.push(text);
  }
  return { pages, pagesRead: pages.length };
}

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
  // A picture past the OCR's bound is not decoded at all (pdf.js skips it: no page of a contract needs one).
  const pdf = await getDocumentProxy(new Uint8Array(bytes), { verbosity: 0, maxImageSize: ocrImagePixels.skip });
  try {
    const totalPages = pdf.numPages;
    const text = await readText(pdf, scanOptions);
    const printable = text.pages.reduce((sum, page) => sum + page.replace(/\s+/g, '').length, 0);
    if (printable >= minTextCharacters) {
      const limited = text.pagesRead < totalPages;
      return {
        textLayer: true,
        pages: totalPages,
        terms: findTerms(text.pages),
        ...(limited ? { text: { pagesRead: text.pagesRead, limited } } : {}),
      };
    }
    const scan = await readScan(pdf, scanOptions);
    const terms = findTerms(scan.pages).map((finding) => fromScan(finding, scan.confidence[finding.page - 1] ?? 0));
    return { textLayer: false, pages: totalPages, terms, scan: { pagesRead: scan.pagesRead, limited: scan.limited } };
  } finally {
    // Destroyed, not only cleaned up: a page given up at the deadline stops working too.
    await pdf.loadingTask.destroy();
  }
}
