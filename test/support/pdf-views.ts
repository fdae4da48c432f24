/**
 * What pdf.js makes of a PDF, page by page, to compare two files by (the rebuild's tests and
 * `npm run bench:rebuild`): its text, and its drawing (operator lists) with the document's own ids
 * for fonts and images made comparable across documents.
 */
import { extractText, getDocumentProxy, getResolvedPDFJS } from 'unpdf';

/** A PDF opened in pdf.js as the comparisons read it (no system fonts, errors tolerated). */
export function pdfjs(bytes: Uint8Array) {
  return getDocumentProxy(new Uint8Array(bytes), { verbosity: 0, stopAtErrors: false, disableFontFace: true, useSystemFonts: false });
}

export async function textPerPage(bytes: Uint8Array): Promise<string[]> {
  const pdf = await pdfjs(bytes);
  try {
    return (await extractText(pdf, { mergePages: false })).text;
  } finally {
    await pdf.loadingTask.destroy();
  }
}

/** Each page's pdf.js operator list (what a canvas would be told to draw), annotations left out. */
export async function drawingsPerPage(bytes: Uint8Array): Promise<string[]> {
  const { AnnotationMode } = await getResolvedPDFJS();
  const pdf = await pdfjs(bytes);
  try {
    const lists: string[] = [];
    for (let number = 1; number <= pdf.numPages; number++) {
      const page = await pdf.getPage(number);
      const { fnArray, argsArray } = await page.getOperatorList({ annotationMode: AnnotationMode.DISABLE });
      const text = JSON.stringify({ fnArray, argsArray, view: page.view, rotate: page.rotate }, (_, value: unknown) =>
        ArrayBuffer.isView(value) ? Array.from(value as Uint8Array) : value,
      );
      lists.push(text.replace(/\b(g_)?d\d+_/g, 'd_').replace(/\bimg_p\d+_/g, 'img_p_'));
      page.cleanup();
    }
    return lists;
  } finally {
    await pdf.loadingTask.destroy();
  }
}
