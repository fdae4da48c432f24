import type { RouteDefinition } from '#shared/api/route-definition.ts';
import { getAccountRecord } from '../adapters/accounts';
import { routeWith, type ApiHandler, type MetricsArgument, type RouteImplementation, type RouteMetrics } from './route-core';
import { checkSecondFactor } from './second-factor';

/**
 * The route factory of the levels that need two-step sign-in (staff and admin routes): the record
 * check of every signed-in route, then the pool's word on the caller's second factor
 * (second-factor.ts). A module of its own, so that only these handlers carry the Cognito client;
 * defineRoute has added what the check touches to these routes' needs. A route that names a metric
 * is given routeMetrics (functions/http/metrics.ts) by its handler.
 */
export function staffRoute<R extends RouteDefinition>(
  definition: R,
  implementation: RouteImplementation<R>,
  ...metrics: MetricsArgument<R>
): ApiHandler {
  return routeWith(definition, implementation, {
    readAccount: getAccountRecord,
    checkSecondFactor,
    metrics: (metrics as readonly RouteMetrics[])[0],
  });
}
