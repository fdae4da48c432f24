/**
 * pdf.js in the browser (issue 29), through unpdf's build of it (the one the reader runs): loaded
 * only by the review desk's PDF pane, with a dynamic import, so no other screen carries it
 * (bench/budgets.test.ts). Draws a page on a canvas and reads a page's text runs for the highlight.
 */
import { getDocument, type PDFDocumentProxy } from 'unpdf/pdfjs';
import type { TextRun } from './quote-highlight';

export type PdfDocument = PDFDocumentProxy;

/** The contract's bytes as a document (nothing fetched beyond them). */
export function openPdf(bytes: Uint8Array): Promise<PdfDocument> {
  return getDocument({ data: bytes, verbosity: 0, disableAutoFetch: true }).promise;
}

/** A page's width over its height (the box it is drawn in keeps it before it is drawn). */
export async function pageAspect(pdf: PdfDocument, pageNumber: number): Promise<number> {
  const viewport = (await pdf.getPage(pageNumber)).getViewport({ scale: 1 });
  return viewport.width / viewport.height;
}

/** Draws a page across `cssWidth` CSS pixels, sharp on the screen's pixel ratio. */
export async function drawPage(pdf: PdfDocument, pageNumber: number, canvas: HTMLCanvasElement, cssWidth: number): Promise<void> {
  const page = await pdf.getPage(pageNumber);
  const base = page.getViewport({ scale: 1 });
  const ratio = Math.min(window.devicePixelRatio || 1, 2);
  const viewport = page.getViewport({ scale: (cssWidth / base.width) * ratio });
  canvas.width = Math.floor(viewport.width);
  canvas.height = Math.floor(viewport.height);
  const context = canvas.getContext('2d');
  if (!context) return;
  await page.render({ canvas, canvasContext: context, viewport }).promise;
}

/** A page's text runs, each boxed as fractions of the page (top-left origin). */
export async function pageRuns(pdf: PdfDocument, pageNumber: number): Promise<TextRun[]> {
  const page = await pdf.getPage(pageNumber);
  const viewport = page.getViewport({ scale: 1 });
  const content = await page.getTextContent();
  const runs: TextRun[] = [];
  for (const item of content.items) {
    if (!('str' in item) || !item.str.trim()) continue;
    const [, , , d, x, y] = item.transform as number[];
    const height = Math.abs(d ?? item.height) || item.height;
    // PDF space: origin bottom-left, y at the baseline.
    const top = viewport.height - (y ?? 0) - height;
    runs.push({
      str: item.str,
      left: (x ?? 0) / viewport.width,
      top: top / viewport.height,
      width: item.width / viewport.width,
      height: (height * 1.25) / viewport.height,
    });
  }
  return runs;
}
