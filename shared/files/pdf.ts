/**
 * Request PDFs (offer letters, contracts, and the staff's reviews): application/pdf, at most 20 MB.
 * A file is a PDF by its bytes (`%PDF-` first, then a document that parses), never by its name or
 * the Content-Type its uploader sent.
 */
export const maxRequestPdfBytes = 20 * 1024 * 1024;

/**
 * Pages a request, a review or an offer PDF may have (docs/decisions/0030-bounded-pdfs.md): an
 * employment agreement with all its exhibits runs to a few dozen; 300 leaves room for a long one.
 */
export const maxPdfPages = 300;

/**
 * Pixels of one picture in such a PDF the product decodes (the reader's OCR, and what the check
 * holds a picture's own header to): a 600 dpi letter page is 34 million.
 */
export const maxPdfImagePixels = 50_000_000;

export const pdfContentType = 'application/pdf';

const pdfHeader = [0x25, 0x50, 0x44, 0x46, 0x2d]; // %PDF-

/** How many leading bytes startsLikePdf needs. */
export const pdfSniffBytes = pdfHeader.length;

/** Whether the bytes start as every PDF does. */
export function startsLikePdf(bytes: Uint8Array): boolean {
  return bytes.length >= pdfHeader.length && pdfHeader.every((byte, index) => bytes[index] === byte);
}

/** What the browser's picker accepts: a PDF by type, or by name when the system gives no type. */
export function looksLikePdfFile(file: { readonly name: string; readonly type: string }): boolean {
  return file.type === pdfContentType || (file.type === '' && /\.pdf$/i.test(file.name));
}
