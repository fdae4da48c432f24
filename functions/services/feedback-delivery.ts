import type { Account } from '#shared/api/account.ts';
import { settleTerms, type TermDecision } from '#shared/contract-terms/review.ts';
import * as dashboardMessages from '#shared/messages/dashboard.ts';
import * as requestsMessages from '#shared/messages/requests.ts';
import { getAccountRecord } from '../adapters/accounts';
import { objectKeys } from '../adapters/object-keys';
import { deliverReview, getRequest, type RequestRecord } from '../adapters/requests';
import { deleteObject, readObject } from '../adapters/uploads';
import { badRequest, conflict, notFound } from '../http/errors';
import { loggableError, logger } from '../http/observability';
import { feedbackUploads } from './feedback-upload';
import { checkPdf, pdfRefusalText } from './pdf-check';
import { mailReviewDelivered, sendOrQueue } from './queued-mail';
import { promoteStagedUpload } from './staged-upload';
import { requestNotFound, requestOf, type StaffRequestRef } from './staff-request-records';

const refusedPdf = (text: string) => badRequest(text, { key: text });
const alreadyReviewed = () => conflict(dashboardMessages.alreadyReviewed);

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
  if (promotion.outcome === 'refused') throw refusedPdf(promotion.reason === 'size' ? requestsMessages.pdfTooLarge : requestsMessages.pdfOnly);
  let delivered = false;
  try {
    const bytes = await readObject(finalKey);
    if (!bytes) throw notFound('Upload not found. Please upload the PDF again.');
    const check = await checkPdf(bytes);
    if (!check.ok) throw refusedPdf(pdfRefusalText[check.reason]);
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
