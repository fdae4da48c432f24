import type { RequestFilter } from '#shared/api/staff-requests.ts';
import type { RequestType } from '#shared/constants/request-types.ts';

/** Spec §4: the dashboard's lists are kept for 10 minutes, then loaded again (or at once with Refresh). */
export const dashboardCacheMs = 10 * 60 * 1000;

/** The query key of one table and filter (the modal's changes invalidate every filter of the type). */
export const requestListKey = (type: RequestType, filter?: RequestFilter) => ['dashboard', 'requests', type, ...(filter ? [filter] : [])];

/** Each type's table in the dashboard (spec §2), and where one of its requests opens: the review desk (issue 29). */
const tabOf: Record<RequestType, string> = { compensationConsult: 'compensation', contractReview: 'contract' };
export const tablePathOf = (type: RequestType) => `/dashboard/${tabOf[type]}`;
export const deskPathOf = (row: { readonly type: RequestType; readonly userId: string; readonly requestId: string }) =>
  `${tablePathOf(row.type)}/${encodeURIComponent(row.userId)}/${encodeURIComponent(row.requestId)}`;
