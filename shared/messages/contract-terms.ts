/** The contract reader's findings on the physician's request (issue 17). */
import type { RequestDocument as Document } from '../constants/request-types';

export const title = (document: Document) => `What we found in your ${document}`;
export const automatic = 'An automatic reading, not advice: our reviewer has not confirmed it yet.';
/** Once staff delivered the review with the terms they settled (issue 17). */
export const confirmedNote = (document: Document) => `Our reviewer checked every term below against your ${document}.`;
export const confirmedBadge = 'confirmed by our reviewer';
/** The heading of a reviewed request's terms, shown first and open on its card (issue 29). */
export const confirmedTitle = (document: Document) => `The terms of your ${document}, confirmed by our reviewer`;
export const confirmedNothing = 'Our reviewer did not find the terms we look for in this PDF.';
export const reading = (document: Document) => `We are reading your ${document}…`;
export const scan =
  'Your PDF looks like a scan (pictures of pages), so we could not read its words automatically. That is fine: our reviewer reads every page.';
/** A scan read by OCR (issue 28): its findings are marked, and may misread a figure. */
export const readFromScan =
  'Your PDF is a scan (pictures of pages), so we read it by character recognition, which can misread a figure. Check each value against its page; our reviewer checks every one.';
export const scanLimited = (read: number, pages: number) =>
  `We read the first ${read} of its ${pages} pages automatically. Our reviewer reads every page.`;
export const fromScanBadge = 'read from a scan';
export const nothingFound = 'We did not find the terms we look for in this PDF. Our reviewer reads every page.';
export const stillReading = 'Reading is taking longer than usual. Our reviewer reads every page either way; check back later.';
export const loadFailure = (message: string) => `Error: ${message}`;
export const page = (page: number) => `Page ${page}`;
/** The terms the reading looked for and did not find (issue 29), until staff confirm them absent. */
export const notFoundTitle = 'Not found';
export const notFoundAutomatic = 'not found by the automatic reading';
export const notInContract = 'not in the contract';
export const notFoundIntro = 'We also looked for these terms:';
export const learn = (chapter: number, title: string) => `Learn more: chapter ${chapter}, ${title}`;
export const productivityTitle = 'Checking the productivity math';
export const productivityLate = (covered: string, threshold: string, rate: string, base: string) =>
  `At ${rate} per wRVU, your base of ${base} already pays for about ${covered} wRVUs a year. Your threshold is ${threshold} wRVUs, higher than that: productivity pay starts later than your base implies. This is commonly negotiated.`;
export const productivityFair = (covered: string, threshold: string, rate: string, base: string) =>
  `At ${rate} per wRVU, your base of ${base} pays for about ${covered} wRVUs a year, and your threshold is ${threshold} wRVUs: productivity pay starts no later than your base implies.`;
// How our reviewer settled each term, on the physician's page (issue 37): a correction is shown as one,
// with the reading it replaced; a term marked not in the contract says our reviewer found it absent.
export const correctedBadge = 'corrected by our reviewer';
export const addedBadge = 'added by our reviewer';
export const replacedReading = (value: string, page: number) => `The automatic reading had ${value}, from page ${page}:`;
export const reviewerNote = "Our reviewer's note:";
export const foundAbsent = (document: Document) => `our reviewer found it absent from your ${document}`;
export const absentReaderHad = (value: string) => `The automatic reading had taken ${value}.`;
/**
 * The heading of a reviewed request's terms (issue 37): "confirmed" only when our reviewer confirmed
 * every term as read; once one was corrected, added or found absent, it says they were checked.
 */
export const checkedTitle = (document: Document) => `The terms of your ${document}, checked by our reviewer`;
export const reviewedTitle = (document: Document, outcomes: readonly string[]) =>
  outcomes.every((outcome) => outcome === 'confirmed') ? confirmedTitle(document) : checkedTitle(document);
