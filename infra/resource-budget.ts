import { CfnResource, Stack } from 'aws-cdk-lib';
import type { Construct } from 'constructs';
import { Template } from 'aws-cdk-lib/assertions';
import type { ProductApi } from './constructs/product-api';
import type { ApiArea } from '#shared/api/route-definition.ts';
import type { ProductStacks } from './product';

/**
 * How many resources each stack spends, and what one more API route costs. CloudFormation refuses a
 * template of more than 500 resources; the budget stops at 400 so that the warning comes while there
 * is still room to split the API stack by area (or share functions) in an ordinary change.
 * docs/decisions/0009-stack-resource-budget.md has the figures and what to do when they run out.
 */
export const cloudFormationResourceLimit = 500;
export const stackResourceBudget = 400;
/**
 * The size the API is planned for (issue 27 §7): the test prints what it would cost, and
 * docs/decisions/0025-api-growth.md says where those routes go (nested stacks by area).
 */
export const plannedRoutes = 100;

export type StackName = keyof ProductStacks;

export interface ResourceBudget {
  /** Resources in each stack's synthesized template. */
  readonly stacks: Record<StackName, number>;
  /**
   * Each area's nested stack of the API stack (decision 0025), by area: its resources and routes. A
   * nested stack is one resource of the API stack and has a budget of its own.
   */
  readonly areaStacks: ReadonlyMap<ApiArea, { readonly resources: number; readonly routes: number }>;
  /** Resources each contract route brings into the API stack (its function's and its HTTP route's). */
  readonly perRoute: ReadonlyMap<string, number>;
  /** API stack resources that belong to no route (stage, access logs, authorizer, SES identity, one per area stack). */
  readonly apiShared: number;
  /** The dearest route so far: what one more route is taken to cost. */
  readonly routeCost: number;
  /** Routes the API stack can still take before it passes the budget, and CloudFormation's limit. */
  readonly headroom: { readonly toBudget: number; readonly toLimit: number };
  /** The API stack at `plannedRoutes` routes if every route stayed in it, at today's cost per route. */
  readonly planned: { readonly routes: number; readonly apiStack: number };
  /** Routes one nested stack of an area can hold before it reaches the budget (decision 0025). */
  readonly routesPerAreaStack: number;
}

/** Logical ids of the template's resources. */
function resourceIds(stack: Stack): Set<string> {
  return new Set(Object.keys((Template.fromStack(stack).toJSON() as { Resources?: object }).Resources ?? {}));
}

/**
 * The resources a route adds to the stack it is built in (the API stack, or its area's nested stack):
 * everything under its function construct (function, role, policy, log group, invoke permission) and
 * under its HTTP route construct (route, integration), as ProductApi names them: <Id> and <Id>Route.
 */
function routeResources(scope: Construct, functionId: string, inTemplate: Set<string>): { total: number; httpRoutes: number } {
  const owned = scope.node.children
    .filter((child) => child.node.id === functionId || child.node.id === `${functionId}Route`)
    .flatMap((child) => child.node.findAll())
    .filter(CfnResource.isCfnResource)
    .filter((resource) => inTemplate.has(Stack.of(resource).resolve(resource.logicalId) as string));
  return { total: owned.length, httpRoutes: owned.filter((resource) => resource.cfnResourceType === 'AWS::ApiGatewayV2::Route').length };
}

/** Counts every stack's resources and each route's share of the stack it is built in, from an app already synthesized. */
export function measureResourceBudget(stacks: ProductStacks): ResourceBudget {
  const counts = {} as Record<StackName, number>;
  for (const [name, stack] of Object.entries(stacks) as [StackName, Stack][]) counts[name] = resourceIds(stack).size;

  const api: ProductApi = stacks.api.api;
  const templateIds = new Map<Stack, Set<string>>();
  const idsOf = (stack: Stack) => templateIds.get(stack) ?? templateIds.set(stack, resourceIds(stack)).get(stack)!;
  const perRoute = new Map<string, number>();
  let inApiStack = 0;
  for (const [routeId, fn] of api.functions) {
    const scope = api.routeScopes.get(routeId) ?? api;
    const { total, httpRoutes } = routeResources(scope, fn.node.id, idsOf(Stack.of(scope)));
    // A renamed construct would make a route look free: insist on finding its HTTP route.
    if (httpRoutes !== 1) throw new Error(`route ${routeId}: found ${httpRoutes} HTTP routes under ${fn.node.id}Route, expected 1`);
    perRoute.set(routeId, total);
    if (Stack.of(scope) === stacks.api) inApiStack += total;
  }
  const areaStacks = new Map<ApiArea, { resources: number; routes: number }>();
  for (const [area, nested] of api.areaStacks) {
    const routes = [...api.routeScopes.values()].filter((scope) => scope === nested).length;
    areaStacks.set(area, { resources: idsOf(nested).size, routes });
  }
  const routeCost = Math.max(...perRoute.values());
  const apiShared = counts.api - inApiStack;
  const routesUntil = (limit: number) => Math.max(0, Math.floor((limit - counts.api) / routeCost));
  return {
    stacks: counts,
    areaStacks,
    perRoute,
    apiShared,
    routeCost,
    headroom: { toBudget: routesUntil(stackResourceBudget), toLimit: routesUntil(cloudFormationResourceLimit) },
    planned: { routes: plannedRoutes, apiStack: apiShared + plannedRoutes * routeCost },
    routesPerAreaStack: Math.floor(stackResourceBudget / routeCost),
  };
}

/** The stacks over the budget, with their counts ([] when every stack is within it). */
export function stacksOverBudget(counts: Readonly<Record<string, number>>, budget = stackResourceBudget): string[] {
  return Object.entries(counts)
    .filter(([, count]) => count > budget)
    .map(([name, count]) => `${name}: ${count} resources (budget ${budget})`);
}

/** The figures as the test prints them. */
export function describeResourceBudget(budget: ResourceBudget): string {
  const costs = [...budget.perRoute.values()];
  const inAreas = [...budget.areaStacks.values()].reduce((sum, area) => sum + area.routes, 0);
  const areas = [...budget.areaStacks].map(
    ([area, { resources, routes }]) =>
      `${area} ${routes} route${routes === 1 ? '' : 's'}, ${resources} resources (room for ${Math.floor((stackResourceBudget - resources) / budget.routeCost)} more)`,
  );
  return [
    `Resources per stack (budget ${stackResourceBudget}, CloudFormation limit ${cloudFormationResourceLimit}): ` +
      Object.entries(budget.stacks)
        .map(([name, count]) => `${name} ${count}`)
        .join(', '),
    `API stack: ${budget.perRoute.size - inAreas} routes at ${Math.min(...costs)}-${Math.max(...costs)} resources each, ` +
      `${budget.apiShared} shared (stage, access logs, authorizer, SES sending, the jobs, one per area stack); ` +
      `room for ${budget.headroom.toBudget} more routes before the budget, but new routes go to their area's stack (decision 0025)`,
    `Area stacks, nested in the API stack (budget ${stackResourceBudget} each): ` +
      (areas.length > 0 ? areas.join('; ') : "none yet: the first route added to the contract makes its area's") +
      `. One more route: +${budget.routeCost} resources in its area's stack, up to ${budget.routesPerAreaStack} routes in one`,
    describePlannedRoutes(budget),
  ].join('\n');
}

/** The API at `plannedRoutes` routes: all in one stack, and as decision 0025 lays it out (new routes in a nested stack per area). */
export function describePlannedRoutes(budget: ResourceBudget): string {
  const { routes, apiStack } = budget.planned;
  const over = apiStack - stackResourceBudget;
  const newRoutes = Math.max(0, routes - budget.perRoute.size);
  return (
    `At ${routes} routes the API stack would hold ${apiStack} of ${stackResourceBudget} if every route stayed in it ` +
    (over > 0
      ? `(${over} over the budget, ${Math.max(0, apiStack - cloudFormationResourceLimit)} over CloudFormation's limit)`
      : `(room for ${-over} more resources)`) +
    `. Decision 0025: the ${newRoutes} new routes go to a nested stack per area, ${budget.routeCost} resources each, ` +
    `up to ${budget.routesPerAreaStack} routes in one area's stack; the API stack keeps its ${budget.stacks.api} and 1 per area`
  );
}
