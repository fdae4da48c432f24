import type { StaffRequestRow } from '#shared/api/staff-requests.ts';
import type { RequestType } from '#shared/constants/request-types.ts';
import { getRequest, type RequestRecord } from '../adapters/requests';
import { notFound } from '../http/errors';

/**
 * What the staff request routes share: a request as the dashboard's paths name it, its table row,
 * and reading it. Each route's use case has its own module (staff-request-list, -open, -file-link,
 * feedback-upload, feedback-delivery) importing only the adapters it calls, so esbuild leaves out of
 * each function what the others need (the PDF parser, SES, the S3 presigners): a module-level client
 * in an imported adapter is carried whether or not it is called (bench/function-bundles.test.ts).
 */
export interface StaffRequestRef {
  readonly type: RequestType;
  readonly userId: string;
  readonly requestId: string;
}

export const requestNotFound = () => notFound('Request not found.');

export function rowOf(record: RequestRecord): StaffRequestRow {
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

export async function requestOf(ref: StaffRequestRef): Promise<RequestRecord> {
  const record = await getRequest(ref.userId, ref.type, Number(ref.requestId));
  if (!record) throw requestNotFound();
  return record;
}
