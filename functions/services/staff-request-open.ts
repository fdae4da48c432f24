import type { StaffRequestDetail } from '#shared/api/staff-requests.ts';
import { listRequestAccesses, markInReview } from '../adapters/requests';
import { requestTermsOf } from './request-terms';
import { requestOf, rowOf, type StaffRequestRef } from './staff-request-records';

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
