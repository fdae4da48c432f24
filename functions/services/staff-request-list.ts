import type { RequestFilter, StaffRequestPage } from '#shared/api/staff-requests.ts';
import type { RequestType } from '#shared/constants/request-types.ts';
import { listRequestPage, requestCounts } from '../adapters/requests';
import { badRequest } from '../http/errors';
import { rowOf } from './staff-request-records';

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
