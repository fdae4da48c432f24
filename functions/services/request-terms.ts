import type { RequestTerms, SettledTermView } from '#shared/api/requests.ts';
import { confirmedFindings, type TermReview } from '#shared/contract-terms/review.ts';
import type { RequestType } from '#shared/constants/request-types.ts';
import { getRequest, type RequestRecord } from '../adapters/requests';
import { notFound } from '../http/errors';

/**
 * A request's contract terms as the physician's and staff's pages show them: table reads only.
 * The reading itself (the PDF from S3, the parser) is the job's, in contract-terms.ts, so the routes
 * that show terms carry neither the S3 client nor the reader.
 */

/** What the reader found in the caller's own request; anyone else's (or an unknown id) is 404. */
export async function myRequestTerms(userId: string, type: RequestType, requestId: string): Promise<RequestTerms> {
  const record = await getRequest(userId, type, Number(requestId));
  if (!record) throw notFound('Request not found.');
  return ownerTermsOf(record);
}

/**
 * A request's terms on its owner's own screens (its page, Compare offers): the owner also learns how
 * each term was settled, what a correction replaced, what was found absent, the notes.
 */
export function ownerTermsOf(record: Pick<RequestRecord, 'contractTerms' | 'termReview'>): RequestTerms {
  const terms = requestTermsOf(record);
  return record.termReview ? { ...terms, settled: settledTermsOf(record.termReview) } : terms;
}

/** How staff settled each term, as the physician's page shows it (no staff ids, no dates). */
export function settledTermsOf(review: TermReview): SettledTermView[] {
  return review.terms.map((settled) => ({
    term: settled.term,
    outcome: settled.outcome,
    ...(settled.readerValue !== undefined ? { readerValue: settled.readerValue } : {}),
    ...(settled.note ? { note: settled.note } : {}),
  }));
}

/**
 * A request's terms as its pages show them: once staff delivered the review, the terms they settled
 * (confirmed); before, the reader's findings (an automatic reading), or pending, or a scan. The
 * Compare offers screen shows the same for each request, and an added offer's PDF the same way (it
 * has no review).
 */
export function requestTermsOf(record: Pick<RequestRecord, 'contractTerms' | 'termReview'>): RequestTerms {
  const read = record.contractTerms;
  const state = !read ? 'pending' : read.textLayer ? 'read' : 'scan';
  const pages = read ? { pages: read.pages, ...(read.scan ? { scan: read.scan } : {}), ...(read.text ? { text: read.text } : {}) } : {};
  if (record.termReview) return { state, ...pages, terms: confirmedFindings(record.termReview), confirmed: true };
  return { state, ...pages, terms: read ? [...read.terms] : [], confirmed: false };
}
