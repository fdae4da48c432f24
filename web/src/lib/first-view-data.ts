import type { QueryClient } from '@tanstack/react-query';
import { matchPath } from 'react-router';
import { groupsAllow, type Access } from '#shared/access.ts';
import type { ApiClient } from './api/client';
import { loadQueries } from './queries-loader';
import { courseProgressQuery, myOffersQuery, myRequestsQuery } from './screen-queries';

/** Starts a first view's reads in the query cache. */
type Prefetch = (api: ApiClient, queryClient: QueryClient) => Promise<unknown>;

/** The data each first view shows, with the access level its screen is declared with (its routes.tsx). */
const firstViewData: ReadonlyArray<readonly [path: string, access: Access, prefetch: Prefetch]> = [
  ['/negotiation', 'physician', (api, cache) => cache.prefetchQuery(courseProgressQuery(api))],
  ['/profile/contractReviewList', 'physician', (api, cache) => cache.prefetchQuery(myRequestsQuery(api, 'contractReview'))],
  ['/profile/compensationConsultList', 'physician', (api, cache) => cache.prefetchQuery(myRequestsQuery(api, 'compensationConsult'))],
  ['/profile/compare', 'physician', (api, cache) => cache.prefetchQuery(myOffersQuery(api))],
];

/** The groups an access token carries (the JWT authorizer's first check reads the same claim). */
export function tokenGroups(token: string): readonly string[] {
  try {
    const payload = token.split('.')[1] ?? '';
    const json = atob(payload.replace(/-/g, '+').replace(/_/g, '/'));
    const groups = (JSON.parse(json) as { 'cognito:groups'?: unknown })['cognito:groups'];
    return Array.isArray(groups) ? groups.filter((group): group is string => typeof group === 'string') : [];
  } catch {
    return [];
  }
}

/**
 * A returning person's first view: its data is read at once, beside GET /me, rather than once the
 * account is known and the screen has rendered (issue 37). Only what the token's groups may read
 * (the API's own first check): a staff member on a physician's page asks for nothing. The screen's
 * own query then finds the answer in the cache, or the request already on its way.
 */
export async function prefetchFirstViewData(pathname: string, api: ApiClient, accessToken: () => Promise<string | undefined>): Promise<void> {
  const entry = firstViewData.find(([path]) => matchPath(path, pathname) !== null);
  if (!entry) return;
  const [, access, prefetch] = entry;
  const token = await accessToken();
  if (!token || !groupsAllow(access, tokenGroups(token))) return;
  const { queryClient } = await loadQueries();
  await prefetch(api, queryClient);
}
