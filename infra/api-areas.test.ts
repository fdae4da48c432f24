import { Template } from 'aws-cdk-lib/assertions';
import { beforeAll, describe, expect, it } from 'vitest';
import { routes } from '../shared/api/contract';
import { apiAreas } from '../shared/api/route-definition';
import { areaStackId, routePlacement, routesBuiltInApiStack } from './api-areas';
import { describeResourceBudget, measureResourceBudget, stackResourceBudget, stacksOverBudget } from './resource-budget';
import { synthProduct, type SynthResult } from './synth';

type Json = Record<string, unknown>;
type Resources = Record<string, { Type: string; Properties: Json; DependsOn?: string[] }>;

/**
 * Decision 0025 built: the routes that predate it stay in the API stack; a route added since is built
 * in its area's nested stack. The first such route is renameOffer (issue 39, comparison area); this
 * suite also synthesizes the product with two of today's routes treated as new: saveComparison
 * (signed-in, comparison area, beside renameOffer) and submitContactMessage (public and throttled,
 * site area), and compares with the product as it is.
 */
const moved = ['saveComparison', 'submitContactMessage'] as const;
let today: SynthResult;
let grown: SynthResult;

beforeAll(() => {
  today = synthProduct({ disposable: true }, { bundle: false });
  grown = synthProduct(
    { disposable: true },
    { bundle: false, routesInApiStack: new Set([...routesBuiltInApiStack].filter((id) => !(moved as readonly string[]).includes(id))) },
  );
}, 420_000);

const resourcesOf = (template: Template) => (template.toJSON() as { Resources: Resources }).Resources;

describe('Where routes are built (decision 0025)', () => {
  it("keeps every route of the list in the API stack, builds the routes added since (renameOffer) in their area's stack, and the list only names contract routes", () => {
    const ids = new Set(routes.map((route) => route.id));
    expect([...routesBuiltInApiStack].filter((id) => !ids.has(id))).toEqual([]);
    // The list is frozen at the 51 routes of the day it was built: a new route goes to its area.
    expect(routesBuiltInApiStack.size).toBeLessThanOrEqual(51);
    expect(routes.filter((route) => routePlacement(route).stack !== 'api').map((route) => [route.id, routePlacement(route)])).toEqual([
      ['renameOffer', { stack: 'area', area: 'comparison' }],
    ]);
    expect([...today.stacks.api.api.areaStacks.keys()]).toEqual(['comparison']);
    for (const route of routes) expect(apiAreas).toContain(route.area);
  });

  it("builds a new route in its area's nested stack: its function, role, policy, log group, permission, route and integration", () => {
    const { api } = grown.stacks.api;
    expect([...api.areaStacks.keys()].sort()).toEqual(['comparison', 'site']);
    const parent = resourcesOf(Template.fromStack(grown.stacks.api));
    const nestedStacks = Object.keys(parent).filter((id) => parent[id]!.Type === 'AWS::CloudFormation::Stack');
    expect(nestedStacks).toHaveLength(2);
    expect(nestedStacks.every((id) => id.includes(areaStackId('comparison')) || id.includes(areaStackId('site')))).toBe(true);

    // Two routes there: renameOffer (new since) and saveComparison (moved for this test), 7 resources each.
    const comparison = resourcesOf(Template.fromStack(api.areaStacks.get('comparison')!));
    const perRoute = [
      'AWS::ApiGatewayV2::Integration',
      'AWS::ApiGatewayV2::Route',
      'AWS::IAM::Policy',
      'AWS::IAM::Role',
      'AWS::Lambda::Function',
      'AWS::Lambda::Permission',
      'AWS::Logs::LogGroup',
    ];
    expect(
      Object.values(comparison)
        .map((resource) => resource.Type)
        .sort(),
    ).toEqual([...perRoute, ...perRoute].sort());
    // The route keeps its key, and the authorizer made once in the API stack (passed in as a parameter).
    const routeKeys = Object.values(comparison)
      .filter((resource) => resource.Type === 'AWS::ApiGatewayV2::Route')
      .map((resource) => resource.Properties.RouteKey);
    expect(routeKeys.sort()).toEqual(['PUT /me/comparison', 'PUT /me/offers/{source}/{offerId}/name']);
    const route = Object.values(comparison).find((resource) => resource.Properties.RouteKey === 'PUT /me/comparison')!;
    expect(route.Properties.AuthorizationType).toBe('JWT');
    expect(JSON.stringify(route.Properties.AuthorizerId)).toContain('"Ref"');
    expect(Object.values(parent).filter((resource) => resource.Type === 'AWS::ApiGatewayV2::Authorizer')).toHaveLength(1);
    expect(Object.values(comparison).some((resource) => resource.Type === 'AWS::ApiGatewayV2::Authorizer')).toBe(false);
  });

  it('leaves the routes that stay in the API stack untouched: the same logical ids, less the moved routes, plus one per new area stack', () => {
    const before = new Set(Object.keys(resourcesOf(Template.fromStack(today.stacks.api))));
    const after = new Set(Object.keys(resourcesOf(Template.fromStack(grown.stacks.api))));
    const movedPrefixes = moved.map((id) => `Api${id.charAt(0).toUpperCase()}${id.slice(1)}`);
    const gone = [...before].filter((id) => !after.has(id));
    const added = [...after].filter((id) => !before.has(id));
    expect(gone.length).toBe(14);
    expect(gone.every((id) => movedPrefixes.some((prefix) => id.startsWith(prefix)))).toBe(true);
    expect(added.every((id) => id.includes('RoutesNestedStack'))).toBe(true);
    // The comparison area's stack is there already (renameOffer): only the site's is new.
    expect(added).toHaveLength(1);
    expect(added.every((id) => id.includes(areaStackId('site')))).toBe(true);
  });

  it('makes the stage wait for the nested stack of a throttled public route, whose settings it carries', () => {
    const parent = resourcesOf(Template.fromStack(grown.stacks.api));
    const stage = Object.values(parent).find((resource) => resource.Type === 'AWS::ApiGatewayV2::Stage')!;
    const site = Object.keys(parent).find((id) => id.includes(areaStackId('site')) && parent[id]!.Type === 'AWS::CloudFormation::Stack')!;
    expect(stage.DependsOn).toContain(site);
    expect(Object.keys(stage.Properties.RouteSettings as Json)).toContain('POST /contact-messages');
  });

  it("lets the Ops stack alarm on a nested route's function by weak reference, through an output of the API stack", () => {
    const ops = resourcesOf(Template.fromStack(grown.stacks.ops));
    const alarm = Object.entries(ops).find(([id, resource]) => resource.Type === 'AWS::CloudWatch::Alarm' && id.includes('SaveComparisonErrors'))!;
    const dimension = (alarm[1].Properties.Dimensions as { Name: string; Value: Json }[])[0]!;
    const read = dimension.Value['Fn::GetStackOutput'] as { StackName: string; OutputName: string };
    expect(read.StackName).toBe(grown.stacks.api.stackName);
    const outputs = (Template.fromStack(grown.stacks.api).toJSON() as { Outputs: Json }).Outputs;
    expect(Object.keys(outputs)).toContain(read.OutputName);
    expect(JSON.stringify(grown.stacks.ops.resolve(Template.fromStack(grown.stacks.ops).toJSON()))).not.toContain('Fn::ImportValue');
  });

  it('passes the cdk-nag gate with nested stacks (its checks reach them)', () => {
    expect(grown.violations).toEqual([]);
    expect(grown.assembly).toBeDefined();
  });

  it('counts each area stack against a budget of its own, and prints it', () => {
    const budget = measureResourceBudget(grown.stacks);
    console.log(describeResourceBudget(budget));
    expect(budget.areaStacks.get('comparison')).toEqual({ resources: 14, routes: 2 });
    expect(budget.areaStacks.get('site')).toEqual({ resources: 7, routes: 1 });
    expect(budget.perRoute.get('saveComparison')).toBe(7);
    const todays = measureResourceBudget(today.stacks);
    expect(budget.perRoute.get('renameOffer')).toBe(7);
    // Two routes left the API stack; the site's stack is new there (the comparison's was already).
    expect(budget.stacks.api).toBe(todays.stacks.api - 2 * 7 + 1);
    expect(todays.areaStacks.get('comparison')).toEqual({ resources: 7, routes: 1 });
    expect(stacksOverBudget(Object.fromEntries([...budget.areaStacks].map(([area, { resources }]) => [area, resources])))).toEqual([]);
    expect(stacksOverBudget({ comparison: stackResourceBudget + 1 })).toHaveLength(1);
    expect(describeResourceBudget(budget)).toContain('comparison 2 routes, 14 resources (room for 55 more)');
    expect(describeResourceBudget(todays)).toContain('comparison 1 route, 7 resources (room for 56 more)');
  });
});
