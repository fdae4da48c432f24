import type { RequestType } from '#shared/constants/request-types.ts';
import type { ApiClient } from './api/client';

/**
 * The reads a first view needs, defined once for the screen that shows them and for first-view-data.ts,
 * which starts them while the account is still being read (issue 37). No TanStack import: this module
 * sits in the app's first chunk. staleTime: data read a moment ago is not read again when its screen mounts.
 */
export const courseProgressKey = ['courseProgress'] as const;
export const courseProgressQuery = (api: ApiClient) =>
  ({ queryKey: courseProgressKey, queryFn: () => api('listChapterProgress'), staleTime: 30_000 }) as const;

export const myRequestsQuery = (api: ApiClient, type: RequestType) =>
  ({ queryKey: ['requests', type], queryFn: () => api('listMyRequests', { params: { type } }), staleTime: 10_000 }) as const;

export const myOffersKey = ['offers'] as const;
export const myOffersQuery = (api: ApiClient) => ({ queryKey: myOffersKey, queryFn: () => api('listMyOffers'), staleTime: 10_000 }) as const;
