import type { Stack } from 'aws-cdk-lib';
import { Annotations, Match, Template } from 'aws-cdk-lib/assertions';
import { beforeAll, describe, expect, it } from 'vitest';
import { routes } from '../shared/api/contract';
import { jobs } from '../shared/jobs';
import { apiStageName } from '../shared/api/stage';
import type { ProductStacks } from './product';
import { alarmThresholds, upcomingBusinessMetrics } from './stacks/ops-stack';
import { wafRateLimit } from './stacks/edge-stack';
import { synthProduct, type SynthResult } from './synth';

/**
 * Operations: references between stacks, protected and disposable stages, alarms and dashboard,
 * WAF and threat protection. Synthesized without bundling the functions (their templates are the
 * same; product.test.ts checks the bundles), in an account and region as the CLI gives them.
 */
const env = { account: '123456789012', region: 'eu-west-1' };
const domain = {
  domainName: 'app.physiciancontracts.org',
  certificateArn: 'arn:aws:acm:us-east-1:123456789012:certificate/0f3e4a1b-1111-2222-3333-444455556666',
};

type Json = Record<string, unknown>;
type TemplateJson = { Resources?: Record<string, { Type: string; Properties?: Json; DeletionPolicy?: string }>; Outputs?: Record<string, Json> };

let staging: SynthResult;
let stagingWithDomain: SynthResult;
let disposable: SynthResult;
let full: SynthResult;

beforeAll(() => {
  staging = synthProduct({ stage: 'staging' }, { bundle: false, env });
  stagingWithDomain = synthProduct({ stage: 'staging', ...domain }, { bundle: false, env });
  disposable = synthProduct({ stage: 'pr42', disposable: true }, { bundle: false, env });
  full = synthProduct({ stage: 'full', opsEmail: 'ops@physiciancontracts.org', waf: true, threatProtection: 'enforced' }, { bundle: false, env });
}, 180_000);

const stacksOf = (result: SynthResult) => Object.values(result.stacks).filter(Boolean) as Stack[];
const json = (stack: Stack) => Template.fromStack(stack).toJSON() as TemplateJson;
const resources = (stack: Stack, type: string) => Object.entries(json(stack).Resources ?? {}).filter(([, resource]) => resource.Type === type);
/** The one resource of a type in a stack. */
function only(stack: Stack, type: string): { Properties: Json; DeletionPolicy?: string } {
  const found = resources(stack, type);
  expect(found, type).toHaveLength(1);
  return { Properties: found[0]![1].Properties ?? {}, ...(found[0]![1].DeletionPolicy ? { DeletionPolicy: found[0]![1].DeletionPolicy } : {}) };
}

/** Every Fn::GetStackOutput in a template, as "stack/output". */
function stackOutputsRead(stack: Stack): string[] {
  const found: string[] = [];
  const walk = (value: unknown): void => {
    if (!value || typeof value !== 'object') return;
    const read = (value as Json)['Fn::GetStackOutput'] as { StackName: string; OutputName: string } | undefined;
    if (read) found.push(`${read.StackName}/${read.OutputName}`);
    for (const inner of Object.values(value)) walk(inner);
  };
  walk(json(stack));
  return found;
}

/** Every output a stack publishes, as "stack/output"; and the exports among them. */
const outputsOf = (result: SynthResult) =>
  stacksOf(result).flatMap((stack) => Object.keys(json(stack).Outputs ?? {}).map((name) => `${stack.stackName}/${name}`));
const exportsOf = (result: SynthResult) =>
  stacksOf(result).flatMap((stack) =>
    Object.values(json(stack).Outputs ?? {}).flatMap((output) => (output.Export ? [JSON.stringify(output.Export)] : [])),
  );

describe('References between stacks (0012)', () => {
  it('leaves no finding unacknowledged in any of these stages', () => {
    for (const result of [staging, stagingWithDomain, disposable, full]) expect(result.violations).toEqual([]);
  });

  it('uses no CloudFormation export, so no deploy can fail with "export in use"', () => {
    for (const result of [staging, stagingWithDomain, full]) {
      expect(exportsOf(result)).toEqual([]);
      for (const stack of stacksOf(result)) expect(JSON.stringify(json(stack)), stack.stackName).not.toContain('Fn::ImportValue');
    }
    // The stacks do read each other: by Fn::GetStackOutput, each naming an output its producer has.
    const outputs = new Set(outputsOf(staging));
    const reads = stacksOf(staging).flatMap(stackOutputsRead);
    expect(reads.length).toBeGreaterThan(10);
    for (const read of reads) expect(outputs, read).toContain(read);
  });

  it('adds a custom domain later without breaking a stack that still reads the old values', () => {
    // Every export of the stage without a domain is still there with one (there are none: weak references).
    const before = exportsOf(staging);
    const after = new Set(exportsOf(stagingWithDomain));
    for (const name of before) expect(after, name).toContain(name);
    // An output that the new templates no longer publish is read only by stacks whose template
    // changes too, so `deploy --all` deploys them in the same run (the CLI skips an unchanged template).
    const stillPublished = new Set(outputsOf(stagingWithDomain));
    const byName = (result: SynthResult) => new Map(stacksOf(result).map((stack) => [stack.stackName, JSON.stringify(json(stack))]));
    const [oldTemplates, newTemplates] = [byName(staging), byName(stagingWithDomain)];
    const dropped: string[] = [];
    for (const stack of stacksOf(staging)) {
      for (const read of stackOutputsRead(stack)) {
        if (stillPublished.has(read)) continue;
        dropped.push(read);
        expect(newTemplates.get(stack.stackName), `${stack.stackName} reads ${read}, which goes`).not.toBe(oldTemplates.get(stack.stackName));
      }
    }
    // The distribution's own domain name was the app's origin; with a custom domain it is not read any more.
    expect(dropped.some((read) => read.includes('DomainName'))).toBe(true);
  });
});

describe('Stages: protected unless disposable', () => {
  const check = (result: SynthResult, protect: boolean) => {
    const { stacks } = result;
    for (const stack of stacksOf(result)) expect(stack.terminationProtection, stack.stackName).toBe(protect);
    const table = only(stacks.data, 'AWS::DynamoDB::GlobalTable');
    expect(table.DeletionPolicy).toBe(protect ? 'Retain' : 'Delete');
    expect(JSON.stringify(table.Properties.Replicas)).toContain(`"DeletionProtectionEnabled":${protect}`);
    const pool = only(stacks.auth, 'AWS::Cognito::UserPool');
    expect(pool.DeletionPolicy).toBe(protect ? 'Retain' : 'Delete');
    expect(pool.Properties.DeletionProtection).toBe(protect ? 'ACTIVE' : 'INACTIVE');
    // Data buckets (uploads, media, logs) are kept and never emptied by the stack; the site bucket is rebuilt by every deploy.
    const buckets = resources(stacks.delivery, 'AWS::S3::Bucket');
    const kept = buckets.filter(([, bucket]) => bucket.DeletionPolicy === 'Retain');
    expect(kept.length).toBe(protect ? 3 : 0);
    expect(resources(stacks.delivery, 'Custom::S3AutoDeleteObjects').length).toBe(protect ? 1 : 4);
    const logGroups = resources(stacks.api, 'AWS::Logs::LogGroup').map(([, group]) => group.Properties?.RetentionInDays);
    expect(new Set(logGroups)).toEqual(new Set([protect ? 90 : 30]));
  };

  it('protects a stage by default, whatever its name (staging here)', () => check(staging, true));
  it('lets a stage configured disposable go with its data', () => check(disposable, false));
});

describe('Monitoring (0013)', () => {
  const prefix = 'PhysicianContracts-full';
  const ops = () => full.stacks.ops;
  const alarms = (stack: Stack) =>
    new Map(resources(stack, 'AWS::CloudWatch::Alarm').map(([, alarm]) => [alarm.Properties!.AlarmName as string, alarm.Properties!]));
  const topicOf = (stack: Stack) => {
    const topics = resources(stack, 'AWS::SNS::Topic');
    expect(topics).toHaveLength(1);
    return { Ref: topics[0]![0] };
  };
  const pascal = (id: string) => id.charAt(0).toUpperCase() + id.slice(1);

  it('has an ops topic in the app region, TLS only, subscribed by the configured address', () => {
    const topic = topicOf(ops());
    Template.fromStack(ops()).hasResourceProperties('AWS::SNS::Subscription', {
      Protocol: 'email',
      Endpoint: 'ops@physiciancontracts.org',
      TopicArn: topic,
    });
    Template.fromStack(ops()).hasResourceProperties('AWS::SNS::TopicPolicy', {
      PolicyDocument: { Statement: Match.arrayWith([Match.objectLike({ Effect: 'Deny', Condition: { Bool: { 'aws:SecureTransport': 'false' } } })]) },
    });
    // Without an address the topic has no subscriber.
    expect(resources(staging.stacks.ops, 'AWS::SNS::Subscription')).toEqual([]);
  });

  it('alarms on errors and throttles of every route and job function, notifying the topic', () => {
    const all = alarms(ops());
    const topic = topicOf(ops());
    for (const route of [...routes, ...jobs]) {
      for (const [metric, threshold] of [
        ['Errors', alarmThresholds.functionErrors],
        ['Throttles', alarmThresholds.functionThrottles],
      ] as const) {
        const alarm = all.get(`${prefix}-Fn-${pascal(route.id)}-${metric}`);
        expect(alarm, `${route.id} ${metric}`).toMatchObject({
          Namespace: 'AWS/Lambda',
          MetricName: metric,
          Statistic: 'Sum',
          Period: 300,
          Threshold: threshold,
          ComparisonOperator: 'GreaterThanOrEqualToThreshold',
          AlarmActions: [topic],
          OKActions: [topic],
          TreatMissingData: 'notBreaching',
        });
        // On that route's (or job's) function, read from the Api stack (a route of an area's nested stack, decision 0025, through it).
        expect(JSON.stringify(alarm!.Dimensions)).toMatch(new RegExp(`(Api|Jobs|[A-Z][a-z]+Routes)${pascal(route.id)}Function`));
      }
    }
    expect(alarmThresholds).toMatchObject({ functionErrors: 1, functionThrottles: 1 });
  });

  it('alarms on the API 5xx rate, its p95 latency, DynamoDB throttles and system errors, and SES bounce and complaint rates', () => {
    const all = alarms(ops());
    const topic = topicOf(ops());
    const expectAlarm = (name: string, properties: Json) =>
      expect(all.get(`${prefix}-${name}`), name).toMatchObject({ AlarmActions: [topic], OKActions: [topic], ...properties });

    expectAlarm('Api-5xxRate', { Threshold: 5, ComparisonOperator: 'GreaterThanThreshold', EvaluationPeriods: 1 });
    const rate = JSON.stringify(all.get(`${prefix}-Api-5xxRate`)!.Metrics);
    for (const part of ['"MetricName":"5xx"', '"MetricName":"Count"', 'AWS/ApiGateway', `"Value":"${apiStageName}"`, '100 * errors / requests'])
      expect(rate).toContain(part);
    expectAlarm('Api-LatencyP95', {
      Namespace: 'AWS/ApiGateway',
      MetricName: 'Latency',
      ExtendedStatistic: 'p95',
      Threshold: 3000,
      EvaluationPeriods: 3,
      ComparisonOperator: 'GreaterThanThreshold',
    });
    expectAlarm('Table-ThrottledRequests', { Threshold: 1, ComparisonOperator: 'GreaterThanOrEqualToThreshold' });
    expect(JSON.stringify(all.get(`${prefix}-Table-ThrottledRequests`)!.Metrics)).toContain('"MetricName":"ThrottledRequests"');
    expectAlarm('Table-SystemErrors', { Threshold: 1, ComparisonOperator: 'GreaterThanOrEqualToThreshold' });
    expect(JSON.stringify(all.get(`${prefix}-Table-SystemErrors`)!.Metrics)).toContain('"MetricName":"SystemErrors"');
    expectAlarm('Ses-BounceRate', {
      Namespace: 'AWS/SES',
      MetricName: 'Reputation.BounceRate',
      Threshold: 0.05,
      ComparisonOperator: 'GreaterThanThreshold',
    });
    expectAlarm('Ses-ComplaintRate', {
      Namespace: 'AWS/SES',
      MetricName: 'Reputation.ComplaintRate',
      Threshold: 0.001,
      ComparisonOperator: 'GreaterThanThreshold',
    });
    // Two per function, seven for the stage, and two more per stream-triggered job (dead letters, iterator age).
    expect(all.size).toBe((routes.length + jobs.length) * 2 + 7 + jobs.filter((job) => job.trigger === 'contractUploaded').length * 2);
  });

  it('alarms when the hourly cap on verification and reset mail holds a mail back (MailCapReached, counted by the functions)', () => {
    const all = alarms(ops());
    const topic = topicOf(ops());
    expect(all.get(`${prefix}-Mail-HourlyCapReached`)).toMatchObject({
      Namespace: 'PhysicianContracts',
      MetricName: 'MailCapReached',
      Dimensions: [{ Name: 'service', Value: 'physician-contracts-api' }],
      Statistic: 'Sum',
      Period: 300,
      Threshold: alarmThresholds.mailCapReached,
      ComparisonOperator: 'GreaterThanOrEqualToThreshold',
      TreatMissingData: 'notBreaching',
      AlarmActions: [topic],
      OKActions: [topic],
    });
    expect(alarmThresholds.mailCapReached).toBe(1);
  });

  it("alarms on CloudFront's 5xx rate in us-east-1, where its metrics are, with a topic there", () => {
    const edgeOps = full.stacks.edgeOps!;
    expect(edgeOps.region).toBe('us-east-1');
    const topic = topicOf(edgeOps);
    expect(alarms(edgeOps).get(`${prefix}-edge-CloudFront-5xxRate`)).toMatchObject({
      Namespace: 'AWS/CloudFront',
      MetricName: '5xxErrorRate',
      Statistic: 'Average',
      Threshold: alarmThresholds.cloudFront5xxPercent,
      ComparisonOperator: 'GreaterThanThreshold',
      AlarmActions: [topic],
    });
    expect(alarmThresholds.cloudFront5xxPercent).toBe(5);
    Template.fromStack(edgeOps).hasResourceProperties('AWS::SNS::Subscription', { Endpoint: 'ops@physiciancontracts.org' });
    // In us-east-1 the Ops stack has the alarm itself; with no region known at synth there is none, and a warning says so.
    const east = synthProduct({ stage: 'east' }, { bundle: false, env: { ...env, region: 'us-east-1' } });
    expect(east.stacks.edgeOps).toBeUndefined();
    expect(alarms(east.stacks.ops).get('PhysicianContracts-east-CloudFront-5xxRate')).toMatchObject({ Threshold: 5, MetricName: '5xxErrorRate' });
    const agnostic = synthProduct({ stage: 'anywhere' }, { bundle: false });
    expect(agnostic.stacks.edgeOps).toBeUndefined();
    expect([...alarms(agnostic.stacks.ops).keys()].filter((name) => name.includes('CloudFront'))).toEqual([]);
    expect(Annotations.fromStack(agnostic.stacks.ops).findWarning('*', Match.stringLikeRegexp('No CloudFront alarm'))).toHaveLength(1);
  });

  it('has one dashboard per stage with those figures and every business metric', () => {
    const dashboards = resources(ops(), 'AWS::CloudWatch::Dashboard');
    expect(dashboards).toHaveLength(1);
    expect(dashboards[0]![1].Properties!.DashboardName).toBe(prefix);
    const body = JSON.stringify(dashboards[0]![1].Properties!.DashboardBody);
    for (const figure of [
      '5xx',
      'Latency',
      'Errors',
      'Throttles',
      'ThrottledRequests',
      'SystemErrors',
      'Reputation.BounceRate',
      'Reputation.ComplaintRate',
      '5xxErrorRate',
    ]) {
      expect(body, figure).toContain(figure);
    }
    const business = [...routes.flatMap((route) => (route.metric ? [route.metric] : [])), ...upcomingBusinessMetrics];
    expect(business).toEqual(
      expect.arrayContaining(['PhysicianSignups', 'CompensationConsultsSubmitted', 'ContractReviewsSubmitted', 'ReviewsDelivered']),
    );
    for (const metric of business)
      expect(body, metric).toContain(`\\"PhysicianContracts\\",\\"${metric}\\",\\"service\\",\\"physician-contracts-api\\"`);
  });

  it('keeps per-function alarms out of the API stack', () => {
    for (const name of ['api', 'auth', 'data', 'delivery', 'web'] as const) {
      expect(resources((full.stacks as ProductStacks)[name], 'AWS::CloudWatch::Alarm'), name).toEqual([]);
    }
  });
});

describe('Optional protection: AWS WAF and Cognito threat protection', () => {
  it('puts a web ACL with a rate-based rule and the AWS common rule set in us-east-1, on the distribution', () => {
    const edge = full.stacks.edge!;
    expect(edge.region).toBe('us-east-1');
    const acl = only(edge, 'AWS::WAFv2::WebACL');
    expect(acl.Properties).toMatchObject({ Scope: 'CLOUDFRONT', DefaultAction: { Allow: {} } });
    const rules = acl.Properties.Rules as Json[];
    expect(rules[0]).toMatchObject({ Action: { Block: {} }, Statement: { RateBasedStatement: { Limit: wafRateLimit, AggregateKeyType: 'IP' } } });
    expect(rules[1]).toMatchObject({
      OverrideAction: { None: {} },
      Statement: { ManagedRuleGroupStatement: { VendorName: 'AWS', Name: 'AWSManagedRulesCommonRuleSet' } },
    });
    // The distribution names it through a cross-region weak reference.
    const distribution = only(full.stacks.delivery, 'AWS::CloudFront::Distribution');
    expect((distribution.Properties.DistributionConfig as Json).WebACLId).toEqual({
      'Fn::GetStackOutput': { StackName: edge.stackName, Region: 'us-east-1', OutputName: expect.stringContaining('WebAcl') },
    });
  });

  it('has no WAF unless the stage asks, and refuses one when the region is unknown at synth', () => {
    expect(staging.stacks.edge).toBeUndefined();
    const distribution = only(staging.stacks.delivery, 'AWS::CloudFront::Distribution');
    expect((distribution.Properties.DistributionConfig as Json).WebACLId).toBeUndefined();
    expect(() => synthProduct({ stage: 'nowaf', waf: true }, { bundle: false })).toThrow(/waf: .*us-east-1/);
  });

  it('turns Cognito threat protection on (Plus plan) only when the stage asks', () => {
    Template.fromStack(full.stacks.auth).hasResourceProperties('AWS::Cognito::UserPool', {
      UserPoolTier: 'PLUS',
      UserPoolAddOns: { AdvancedSecurityMode: 'ENFORCED' },
    });
    const audit = synthProduct({ stage: 'audit', threatProtection: 'audit' }, { bundle: false });
    Template.fromStack(audit.stacks.auth).hasResourceProperties('AWS::Cognito::UserPool', {
      UserPoolTier: 'PLUS',
      UserPoolAddOns: { AdvancedSecurityMode: 'AUDIT' },
    });
    const pool = only(staging.stacks.auth, 'AWS::Cognito::UserPool');
    expect(pool.Properties.UserPoolTier).toBe('ESSENTIALS');
    expect(pool.Properties.UserPoolAddOns).toBeUndefined();
  });
});
