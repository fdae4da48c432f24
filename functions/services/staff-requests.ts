import type { Account } from '#shared/api/account.ts';
import type { RequestFilter, StaffRequestDetail, StaffRequestPage, StaffRequestRow } from '#shared/api/staff-requests.ts';
import { type RequestType } from '#shared/constants/request-types.ts';
import { maxRequestPdfBytes, pdfContentType } from '#shared/files/pdf.ts';
import { displayName } from '#shared/format.ts';
import { settleTerms, type TermDecision } from '#shared/contract-terms/review.ts';
import * as messages from '#shared/messages.ts';
import { getAccountRecord } from '../adapters/accounts';
import { pdfFileUrl } from '../adapters/file-url';
import { objectKeys } from '../adapters/object-keys';
import {
  deliverReview,
  getRequest,
  listRequestAccesses,
  listRequestPage,
  markInReview,
  putRequestAccess,
  requestCounts,
  type RequestRecord,
} from '../adapters/requests';
import { deleteObject, readObject } from '../adapters/uploads';
import { badRequest, conflict, notFound } from '../http/errors';
import { loggableError, logger } from '../http/observability';
import { requestTermsOf } from './contract-terms';
import { checkPdf } from './pdf-check';
import { mailReviewDelivered, sendOrQueue } from './queued-mail';
import { requestUploads } from './request-uploads';
import { createStagedUpload, promoteStagedUpload, type StagedUpload, type UploadRules } from './staged-upload';

/** A request in the dashboard's paths. */
export interface StaffRequestRef {
  readonly type: RequestType;
  readonly userId: string;
  readonly requestId: string;
}

const requestNotFound = () => notFound('Request not found.');

function rowOf(record: RequestRecord): StaffRequestRow {
  return {
    userId: record.userId,
    requestId: String(record.timeStamp),
    type: record.type,
    firstName: record.firstName,
    lastName: record.lastName,
    email: record.email,
    ...(record.practiceState !== undefined ? { practiceState: record.practiceState } : {}),
    practiceType: record.practiceType,
    speciality: record.speciality,
    timeStamp: record.timeStamp,
    status: record.status,
    reviewed: record.reviewed,
  };
}

/**
 * A page of a staff table (spec §2), newest upload first, from one index Query, with the filter's
 * true total from the type's counter (kept in the same transactions as the requests themselves).
 */
export async function listStaffRequests(type: RequestType, filter: RequestFilter, cursor?: string): Promise<StaffRequestPage> {
  const [page, counts] = await Promise.all([listRequestPage(type, filter, cursor), requestCounts(type)]);
  if (!page) throw badRequest('Unknown cursor.', { cursor: 'Unknown cursor.' });
  const total = filter === 'all' ? counts.total : filter === 'reviewed' ? counts.reviewed : counts.total - counts.reviewed;
  return { requests: page.records.map(rowOf), total: Math.max(0, total), ...(page.cursor ? { cursor: page.cursor } : {}) };
}

async function requestOf(ref: StaffRequestRef): Promise<RequestRecord> {
  const record = await getRequest(ref.userId, ref.type, Number(ref.requestId));
  if (!record) throw requestNotFound();
  return record;
}

/** The User Details modal (spec §2): opening it moves a submitted request to In review. */
export async function openStaffRequest(ref: StaffRequestRef, now = Date.now()): Promise<StaffRequestDetail> {
  const before = await requestOf(ref);
  if (before.status === 'submitted') await markInReview(ref.userId, ref.type, before.timeStamp, now);
  const [record, accesses] = await Promise.all([requestOf(ref), listRequestAccesses(ref.userId, ref.type, before.timeStamp)]);
  const feedback = record.type === 'compensationConsult' ? record.otherData : record.comments;
  return {
    ...rowOf(record),
    phone: record.phone,
    resident: record.resident,
    ...(record.years ? { years: record.years } : {}),
    ...(feedback ? { feedback } : {}),
    hasReview: !!record.reviewLink,
    ...(record.inReviewAt !== undefined ? { inReviewAt: record.inReviewAt } : {}),
    ...(record.reviewedAt !== undefined ? { reviewedAt: record.reviewedAt } : {}),
    accesses: (accesses.get(record.timeStamp) ?? []).map(({ staffName, file, at }) => ({ staffName, file, at })),
    pages: record.pages,
    terms: requestTermsOf(record),
  };
}

/**
 * A short-lived link to a request's PDF or its review for staff; the download is recorded first
 * (who, which file, when) in the physician's partition, so no link is handed out unrecorded.
 */
export async function staffRequestFileUrl(
  staff: Account,
  ref: StaffRequestRef,
  file: 'upload' | 'review',
  now = Date.now(),
): Promise<{ url: string }> {
  const record = await requestOf(ref);
  const key = file === 'review' ? record.reviewLink : record.file;
  if (!key) throw requestNotFound();
  await putRequestAccess(record, { staffId: staff.userId, staffName: displayName(staff), file, at: now });
  return { url: await pdfFileUrl(key, `${record.type}-${record.timeStamp}${file === 'review' ? '-review' : ''}.pdf`) };
}

/** Review PDFs: the same limits and first-bytes check as request PDFs, staged under staging/feedbacks/<staffId>/. */
export const feedbackUploads: UploadRules = { ...requestUploads, area: 'feedbacks', maxBytes: maxRequestPdfBytes };

export function createFeedbackUpload(staffId: string): Promise<StagedUpload> {
  return createStagedUpload(feedbackUploads, staffId, pdfContentType);
}

const refusedPdf = (text: string) => badRequest(text, { key: text });
const alreadyReviewed = () => conflict(messages.dashboard.alreadyReviewed);

/**
 * Delivers a staff member's review (spec §2, §3, §5): the staged PDF is copied to
 * staff/<staffId>/feedbacks/<the request's file>, checked whole as request PDFs are, and then one
 * transaction marks the request reviewed with staff's decision on every contract term and writes the
 * staff member's feedback entry. A request already reviewed (by anyone) is refused with 409 and
 * nothing is overwritten. The physician is e-mailed (or, while SES refuses, the mail waits in the
 * outbox: the answer is the same, the e-mail follows).
 */
export async function submitFeedback(
  staff: Account,
  ref: StaffRequestRef,
  body: { readonly key: string; readonly terms?: readonly TermDecision[] },
  now = Date.now(),
): Promise<{ reviewedAt: number }> {
  const stagedKey = body.key;
  const record = await requestOf(ref);
  if (record.reviewed) throw alreadyReviewed();
  // Every finding settled before anything is copied (a refusal changes nothing). A reading still
  // pending or a scan has no findings: staff may only add terms by hand.
  const settled = settleTerms(record.contractTerms?.terms ?? [], body.terms ?? [], record.contractTerms?.pages ?? record.pages);
  if (!settled.ok) throw badRequest(`Invalid body: ${settled.field}: ${settled.message}`, { [settled.field]: settled.message });
  const finalKey = objectKeys.requestReview(staff.userId, record.file);
  const promotion = await promoteStagedUpload(feedbackUploads, staff.userId, stagedKey, finalKey);
  if (promotion.outcome === 'notFound') throw notFound('Upload not found. Please upload the PDF again.');
  if (promotion.outcome === 'refused') throw refusedPdf(promotion.reason === 'size' ? messages.requests.pdfTooLarge : messages.requests.pdfOnly);
  let delivered = false;
  try {
    const bytes = await readObject(finalKey);
    if (!bytes) throw notFound('Upload not found. Please upload the PDF again.');
    const check = await checkPdf(bytes);
    if (!check.ok) throw refusedPdf(check.reason === 'encrypted' ? messages.requests.pdfEncrypted : messages.requests.pdfUnreadable);
    delivered = await deliverReview(record, staff.userId, finalKey, now, { by: staff.userId, at: now, terms: settled.terms });
    if (!delivered) throw (await getRequest(ref.userId, ref.type, record.timeStamp)) ? alreadyReviewed() : requestNotFound();
  } finally {
    // A refused copy, or one no record points at, goes at once; but never the object a record
    // names (the same staff member's other submission of this request won the race to it).
    if (!delivered && (await getRequest(ref.userId, ref.type, record.timeStamp))?.reviewLink !== finalKey) await deleteObject(finalKey);
  }
  await mailPhysician(record, now);
  return { reviewedAt: now };
}

/** "Your review is ready", now or, while SES refuses, from the outbox (one queued mail per request). */
async function mailPhysician(record: RequestRecord, now: number): Promise<void> {
  try {
    const owner = await getAccountRecord(record.userId);
    if (!owner) return;
    const { email, firstName } = owner.account;
    await sendOrQueue(
      record.userId,
      { kind: 'reviewDelivered', type: record.type, submittedAt: record.timeStamp },
      email,
      () => mailReviewDelivered(email, firstName, record.type, record.timeStamp),
      now,
    );
  } catch (error) {
    // The review is delivered and listed: a mail that could not even be queued is not worth refusing it.
    logger.error('Review e-mail neither sent nor queued', { error: loggableError(error) });
  }
}
