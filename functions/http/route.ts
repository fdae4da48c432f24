import type { RouteDefinition } from '#shared/api/route-definition.ts';
import { getAccountRecord } from '../adapters/accounts';
import { routeWith, type ApiHandler, type RouteImplementation } from './route-core';

export { errorResponse, type ApiHandler, type RouteImplementation, type RouteInput } from './route-core';

/**
 * The route factory every handler uses (functions/http/route-core.ts), with the account record check
 * of signed-in routes. Imported statically so that esbuild tree-shakes the DynamoDB client (a dynamic
 * import here cost every handler 45 KB of unused commands and about 20 ms of cold start). Only a
 * route with no table at all (health) uses publicRoute instead, which reads no record.
 */
export function route<R extends RouteDefinition>(definition: R, implementation: RouteImplementation<R>): ApiHandler {
  return routeWith(definition, implementation, getAccountRecord);
}
