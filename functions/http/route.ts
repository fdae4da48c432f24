import type { RouteDefinition } from '#shared/api/route-definition.ts';
import { getAccountRecord } from '../adapters/accounts';
import { routeWith, type ApiHandler, type MetricsArgument, type RouteImplementation, type RouteMetrics } from './route-core';

export { errorResponse, type ApiHandler, type MetricsArgument, type RouteImplementation, type RouteInput } from './route-core';

/**
 * The route factory every handler uses (functions/http/route-core.ts), with the account record check
 * of signed-in routes. Imported statically so that esbuild tree-shakes the DynamoDB client (a dynamic
 * import here cost every handler 45 KB of unused commands and about 20 ms of cold start). Only a
 * route with no table at all (health) uses publicRoute instead, which reads no record. A route that
 * names a metric is given routeMetrics (functions/http/metrics.ts) by its handler.
 */
export function route<R extends RouteDefinition>(definition: R, implementation: RouteImplementation<R>, ...metrics: MetricsArgument<R>): ApiHandler {
  return routeWith(definition, implementation, { readAccount: getAccountRecord, metrics: (metrics as readonly RouteMetrics[])[0] });
}
