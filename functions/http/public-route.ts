import type { RouteDefinition } from '#shared/api/route-definition.ts';
import { routeWith, type ApiHandler, type RouteImplementation } from './route-core';

/** The route factory for a public route that touches no table (health): no account record, no DynamoDB client. */
export function publicRoute<R extends RouteDefinition & { readonly access: 'public' }>(
  definition: R,
  implementation: RouteImplementation<R>,
): ApiHandler {
  return routeWith(definition, implementation);
}
