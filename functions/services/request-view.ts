import type { MyRequest } from '#shared/api/requests.ts';
import type { RequestType } from '#shared/constants/request-types.ts';
import { listRequests, type RequestRecord } from '../adapters/requests';

/** A request as its owner's list shows it: no storage keys. */
export function myRequestOf(record: RequestRecord): MyRequest {
  const note = record.type === 'compensationConsult' ? record.otherData : record.comments;
  return {
    requestId: String(record.timeStamp),
    type: record.type,
    timeStamp: record.timeStamp,
    ...(note ? { note } : {}),
    status: record.status,
    timeline: {
      submittedAt: record.submittedAt,
      ...(record.inReviewAt !== undefined ? { inReviewAt: record.inReviewAt } : {}),
      ...(record.reviewedAt !== undefined ? { reviewedAt: record.reviewedAt } : {}),
    },
    reviewed: record.reviewed,
    hasReview: !!record.reviewLink,
    pages: record.pages,
  };
}

export async function listMyRequests(userId: string, type: RequestType): Promise<MyRequest[]> {
  return (await listRequests(userId, type)).map(myRequestOf);
}
