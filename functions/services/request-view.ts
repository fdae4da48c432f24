import type { MyRequest } from '#shared/api/requests.ts';
import type { RequestType } from '#shared/constants/request-types.ts';
import { listRequestAccesses, listRequests, type RequestAccessRecord, type RequestRecord } from '../adapters/requests';

/** A request as its owner's list shows it: no storage keys, and who from the staff opened its PDF (names only). */
export function myRequestOf(record: RequestRecord, accesses: readonly RequestAccessRecord[] = []): MyRequest {
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
    ...(record.fileName ? { fileName: record.fileName } : {}),
    phone: record.phone,
    practiceType: record.practiceType,
    ...(record.practiceState ? { practiceState: record.practiceState } : {}),
    openedBy: firstOpenings(accesses),
  };
}

/**
 * Who from the staff opened the PDF, each once, when they first did, newest first: the review desk
 * draws it each time a reviewer comes back to it (issue 29), and each of those is recorded.
 */
function firstOpenings(accesses: readonly RequestAccessRecord[]): MyRequest['openedBy'] {
  const first = new Map<string, RequestAccessRecord>();
  for (const access of accesses) {
    if (access.file !== 'upload') continue;
    const seen = first.get(access.staffId);
    if (!seen || access.at < seen.at) first.set(access.staffId, access);
  }
  return [...first.values()].sort((a, b) => b.at - a.at).map(({ staffName, at }) => ({ staffName, at }));
}

export async function listMyRequests(userId: string, type: RequestType): Promise<MyRequest[]> {
  const [records, accesses] = await Promise.all([listRequests(userId, type), listRequestAccesses(userId, type)]);
  return records.map((record) => myRequestOf(record, accesses.get(record.timeStamp)));
}
