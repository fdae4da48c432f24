import type { Account } from '#shared/api/account.ts';
import type { StaffRequestDetail } from '#shared/api/staff-requests.ts';
import { listRequestAccesses, markInReview } from '../adapters/requests';
import { requestTermsOf } from './request-terms';
import { requestOf, rowOf, type StaffRequestRef } from './staff-request-records';
import { termDraftOf } from './term-draft';

/**
 * A request on the review desk (spec §2's User Details, issue 29): opening it moves a submitted
 * request to In review; the caller's draft, and whether the caller has opened the PDF, come with it.
 */
export async function openStaffRequest(staff: Account, ref: StaffRequestRef, now = Date.now()): Promise<StaffRequestDetail> {
  const before = await requestOf(ref);
  if (before.status === 'submitted') await markInReview(ref.userId, ref.type, before.timeStamp, now);
  const [record, accesses] = await Promise.all([requestOf(ref), listRequestAccesses(ref.userId, ref.type, before.timeStamp)]);
  const feedback = record.type === 'compensationConsult' ? record.otherData : record.comments;
  const accessList = accesses.get(record.timeStamp) ?? [];
  const draft = termDraftOf(record, staff.userId);
  return {
    ...rowOf(record),
    phone: record.phone,
    resident: record.resident,
    ...(record.years ? { years: record.years } : {}),
    ...(feedback ? { feedback } : {}),
    hasReview: !!record.reviewLink,
    ...(record.inReviewAt !== undefined ? { inReviewAt: record.inReviewAt } : {}),
    ...(record.reviewedAt !== undefined ? { reviewedAt: record.reviewedAt } : {}),
    accesses: accessList.map(({ staffName, file, at }) => ({ staffName, file, at })),
    pages: record.pages,
    terms: requestTermsOf(record),
    ...(draft ? { draft } : {}),
    contractOpenedByYou: accessList.some((access) => access.file === 'upload' && access.staffId === staff.userId),
  };
}
