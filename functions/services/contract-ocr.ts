import { createRequire } from 'node:module';
import { dirname } from 'node:path';
import { createWorker, OEM, type Worker } from 'tesseract.js';
import { getResolvedPDFJS, type getDocumentProxy } from 'unpdf';
import { beforeDeadline } from './deadline';
import { maxPdfImagePixels } from '#shared/files/pdf.ts';

type PdfDocument = Awaited<ReturnType<typeof getDocumentProxy>>;

/**
 * Reads a scan (a PDF whose pages are pictures) by OCR, offline: pdf.js decodes each page's images
 * (JPEG, CCITT fax, JBIG2, Flate: whatever the scanner wrote, in pure JavaScript, no canvas) and
 * Tesseract (tesseract.js: WebAssembly, English LSTM model packaged with the function, nothing
 * downloaded at run time) reads them. Arch-independent, so the arm64 Lambda runs exactly this.
 */

/** Pages of a scan read at most: the job is sized for this many (shared/jobs.ts). */
export const scanPageLimit = 10;

export interface ScanText {
  /** The text of every page, '' for pages not read (over the limit or the time budget). */
  readonly pages: readonly string[];
  /** Tesseract's mean word confidence per page read, 0..1 (0 for pages not read). */
  readonly confidence: readonly number[];
  readonly pagesRead: number;
  /** Fewer pages read than the scan has: over the page limit or out of time. */
  readonly limited: boolean;
}

export interface ScanOptions {
  /** Pages of a scan read by OCR at most. @default scanPageLimit */
  readonly maxPages?: number;
  /** Pages of a text PDF read at most. @default textPageLimit (contract-reader.ts) */
  readonly maxTextPages?: number;
  /** Stop before a page that would start after this time (ms since epoch); the pages read so far count. */
  readonly deadline?: number;
}

/** Where the English model and the worker script are: beside the bundle in AWS (the CDK copies them), node_modules here. */
function tesseractPaths(): { langPath: string; workerPath?: string } {
  const langPath = process.env.OCR_LANG_PATH;
  const workerPath = process.env.OCR_WORKER_PATH;
  if (langPath) return { langPath, ...(workerPath ? { workerPath } : {}) };
  const require = createRequire(import.meta.url);
  return { langPath: dirname(require.resolve('@tesseract.js-data/eng/4.0.0_best_int/eng.traineddata.gz')) };
}

/** Starts Tesseract with the packaged English model (LSTM, integer weights: 3 MB, fast on one vCPU); nothing is cached to disk. */
export async function startOcr(): Promise<Worker> {
  const { langPath, workerPath } = tesseractPaths();
  return createWorker('eng', OEM.LSTM_ONLY, { langPath, gzip: true, cacheMethod: 'none', ...(workerPath ? { workerPath } : {}) });
}

/**
 * Pictures OCR reads (docs/decisions/0030-bounded-pdfs.md): one of more than \`skip\` pixels is not
 * decoded at all (pdf.js's maxImageSize; a 600 dpi letter page is 34 million), and one of more than
 * \`read\` is shrunk to fit before Tesseract sees it (a 300 dpi letter page is 8.4 million; Tesseract's
 * memory and time grow with the pixels, and text at 300 dpi reads as well as at 600).
 */
export const ocrImagePixels = { skip: maxPdfImagePixels, read: 10_000_000 } as const;

/** pdf.js's ImageKind: 1 bit per pixel (set = white), RGB, RGBA. */
const imageKind = { grey1: 1, rgb: 2, rgba: 3 } as const;

interface DecodedImage {
  readonly width: number;
  readonly height: number;
  readonly kind?: number;
  readonly data?: Uint8Array | Uint8ClampedArray;
}

/**
 * A decoded image as a greyscale PGM (P5), a format Leptonica reads with no codec, shrunk by a whole
 * factor (each output pixel the mean of a square of input pixels) until it has at most \`maxPixels\`.
 */
export function toPgm(image: DecodedImage, maxPixels: number = ocrImagePixels.read): Buffer | undefined {
  const full = greyOf(image);
  if (!full) return undefined;
  const { width, height } = image;
  const factor = Math.ceil(Math.sqrt((width * height) / maxPixels));
  if (factor <= 1) return Buffer.concat([Buffer.from(`P5\n${width} ${height}\n255\n`), full]);
  const w = Math.floor(width / factor);
  const h = Math.floor(height / factor);
  const small = Buffer.alloc(w * h);
  for (let y = 0; y < h; y++)
    for (let x = 0; x < w; x++) {
      let sum = 0;
      for (let dy = 0; dy < factor; dy++) {
        const row = (y * factor + dy) * width + x * factor;
        for (let dx = 0; dx < factor; dx++) sum += full[row + dx]!;
      }
      small[y * w + x] = Math.round(sum / (factor * factor));
    }
  return Buffer.concat([Buffer.from(`P5\n${w} ${h}\n255\n`), small]);
}

/** One grey byte per pixel of a decoded image (1-bit, grey, RGB or RGBA), or undefined for a shape it is not. */
function greyOf(image: DecodedImage): Buffer | undefined {
  const { width, height, data } = image;
  if (!data || width < 1 || height < 1) return undefined;
  const grey = Buffer.alloc(width * height);
  const pixels = width * height;
  if (image.kind === imageKind.grey1 || data.length === Math.ceil(width / 8) * height) {
    const rowBytes = Math.ceil(width / 8);
    for (let y = 0; y < height; y++)
      for (let x = 0; x < width; x++) grey[y * width + x] = (data[y * rowBytes + (x >> 3)]! >> (7 - (x & 7))) & 1 ? 255 : 0;
  } else {
    const channels = data.length / pixels;
    if (channels !== 1 && channels !== 3 && channels !== 4) return undefined;
    for (let i = 0; i < pixels; i++) {
      const o = i * channels;
      grey[i] = channels === 1 ? data[o]! : (data[o]! * 299 + data[o + 1]! * 587 + data[o + 2]! * 114) / 1000;
    }
  }
  return grey;
}

/** Smaller than this on either side: a logo, a stamp or a rule, not a picture of text. */
const minImageSide = 200;

/** The pictures a page paints, in drawing order, decoded by pdf.js. */
async function pageImages(pdf: PdfDocument, pageNumber: number): Promise<DecodedImage[]> {
  const page = await pdf.getPage(pageNumber);
  const { OPS } = await getResolvedPDFJS();
  const operators = await page.getOperatorList();
  const images: DecodedImage[] = [];
  for (let i = 0; i < operators.fnArray.length; i++) {
    const op = operators.fnArray[i];
    const args = operators.argsArray[i] as unknown[];
    let image: DecodedImage | undefined;
    if (op === OPS.paintImageXObject) {
      const key = args[0] as string;
      const objects = key.startsWith('g_') ? page.commonObjs : page.objs;
      image = await new Promise<DecodedImage | undefined>((resolve) => objects.get(key, resolve as (value: unknown) => void));
    } else if (op === OPS.paintInlineImageXObject) image = args[0] as DecodedImage;
    if (image && image.width >= minImageSide && image.height >= minImageSide) images.push(image);
  }
  page.cleanup();
  return images;
}

/**
 * The text of a scan's pages, page by page, up to `maxPages` and the deadline. A page with several
 * pictures (some scanners write bands) is read picture by picture, in the order they are drawn.
 */
export async function readScan(pdf: PdfDocument, options: ScanOptions = {}): Promise<ScanText> {
  const maxPages = Math.min(pdf.numPages, options.maxPages ?? scanPageLimit);
  const pages: string[] = Array.from({ length: pdf.numPages }, () => '');
  const confidence: number[] = Array.from({ length: pdf.numPages }, () => 0);
  let pagesRead = 0;
  const worker = await startOcr();
  try {
    for (let p = 1; p <= maxPages; p++) {
      if (options.deadline !== undefined && Date.now() >= options.deadline) break;
      const texts: string[] = [];
      const scores: number[] = [];
      // The deadline holds inside a page too: while its pictures decode, and during each recognition.
      const images = await beforeDeadline(pageImages(pdf, p), options.deadline);
      if (!images) break;
      let late = false;
      for (const image of images) {
        const pgm = toPgm(image);
        if (!pgm) continue;
        const recognized = await beforeDeadline(worker.recognize(pgm), options.deadline);
        if (!recognized) {
          late = true;
          break;
        }
        texts.push(recognized.data.text);
        scores.push(recognized.data.confidence / 100);
      }
      if (late) break;
      pages[p - 1] = texts.join('\n');
      confidence[p - 1] = scores.length ? scores.reduce((a, b) => a + b, 0) / scores.length : 0;
      pagesRead = p;
    }
  } finally {
    await worker.terminate();
  }
  return { pages, confidence, pagesRead, limited: pagesRead < pdf.numPages };
}
