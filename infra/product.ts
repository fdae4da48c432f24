import { Annotations, ReferenceStrength, Tags, Token, type App, type Environment, type Stack } from 'aws-cdk-lib';
import type { IFunction } from 'aws-cdk-lib/aws-lambda';
import { RetentionDays } from 'aws-cdk-lib/aws-logs';
import { DEFAULT_CROSS_STACK_REFERENCES } from 'aws-cdk-lib/cx-api';
import { routes as contractRoutes, type RouteDefinition } from '../shared/api/contract';
import { apiBasePath, apiStageName } from '../shared/api/stage';
import { isProtected, type DeployConfig } from './config';
import { ApiStack } from './stacks/api-stack';
import { AuthStack } from './stacks/auth-stack';
import { DataStack } from './stacks/data-stack';
import { DeliveryStack } from './stacks/delivery-stack';
import { EdgeOpsStack, EdgeStack } from './stacks/edge-stack';
import { OpsStack, upcomingBusinessMetrics } from './stacks/ops-stack';
import { WebStack } from './stacks/web-stack';

export interface ProductAssets {
  /** The built web app (web/dist). */
  readonly webAssetPath: string;
  /** Course media (content/course, laid out as the media bucket's keys), when there is any. */
  readonly mediaAssetPath?: string;
}

export interface ProductStacks {
  readonly auth: AuthStack;
  readonly data: DataStack;
  readonly delivery: DeliveryStack;
  readonly api: ApiStack;
  readonly web: WebStack;
  /** Alarms, the ops topic and the dashboard, in the app's region. */
  readonly ops: OpsStack;
  /** AWS WAF for CloudFront, in us-east-1, when the stage has `waf`. */
  readonly edge?: EdgeStack;
  /** The CloudFront alarm and a topic in us-east-1, when the app's region is another. */
  readonly edgeOps?: EdgeOpsStack;
}

/** CloudFront's metrics and web ACLs live here, whatever the app's region. */
const cloudFrontRegion = 'us-east-1';

/** The stack name prefix for a stage: PhysicianContracts-<stage>. */
export const stackPrefix = (stage: string) => `PhysicianContracts-${stage}`;

/**
 * The whole product on AWS: Auth (Cognito), Data (DynamoDB), Delivery (S3 + CloudFront), Api (HTTP
 * API + functions + SES identity), Web (app and media deployment) and Ops (alarms and dashboard),
 * plus Edge (WAF) and EdgeOps (CloudFront's alarm) in us-east-1 when the stage needs them.
 *
 * Stacks read each other's values with weak references (Fn::GetStackOutput, 0012): no export, so no
 * change in one stack can fail the deploy of another with "export in use", and the us-east-1 stacks
 * need no custom-resource bridge.
 */
export function addProductStacks(
  app: App,
  config: DeployConfig,
  assets: ProductAssets,
  options: { env?: Environment; routes?: readonly RouteDefinition[]; routesInApiStack?: ReadonlySet<string> } = {},
): ProductStacks {
  // Before any stack exists: the consumer's context decides a reference's strength (0012).
  app.node.setContext(DEFAULT_CROSS_STACK_REFERENCES, ReferenceStrength.WEAK);
  const protect = isProtected(config);
  const prefix = stackPrefix(config.stage);
  // Every stack of a protected stage has termination protection, the Web stack included.
  const common = { ...(options.env ? { env: options.env } : {}), terminationProtection: protect };
  const logRetention = protect ? RetentionDays.THREE_MONTHS : RetentionDays.ONE_MONTH;
  const region = options.env?.region;
  const knownRegion = region && !Token.isUnresolved(region) ? region : undefined;
  const edgeEnv = { env: { ...(options.env?.account ? { account: options.env.account } : {}), region: cloudFrontRegion } };

  let edge: EdgeStack | undefined;
  if (config.waf) {
    // A cross-region reference needs both regions at synth: the CLI gives the profile's (CDK_DEFAULT_REGION).
    if (!knownRegion)
      throw new Error('waf: AWS WAF for CloudFront lives in us-east-1; synthesize with an AWS region configured (CDK_DEFAULT_REGION).');
    edge = new EdgeStack(app, `${prefix}-Edge`, {
      ...common,
      ...edgeEnv,
      prefix,
      description: 'Physician Contracts: AWS WAF web ACL for CloudFront (us-east-1)',
    });
  }

  const auth = new AuthStack(app, `${prefix}-Auth`, {
    ...common,
    protect,
    ...(config.threatProtection ? { threatProtection: config.threatProtection } : {}),
    description: 'Physician Contracts: Cognito user pool',
  });
  const data = new DataStack(app, `${prefix}-Data`, { ...common, protect, description: 'Physician Contracts: DynamoDB table' });
  const delivery = new DeliveryStack(app, `${prefix}-Delivery`, {
    ...common,
    description: 'Physician Contracts: S3 buckets and CloudFront',
    stage: config.stage,
    protect,
    extraWebOrigins: config.extraWebOrigins,
    ...(edge ? { webAclArn: edge.webAcl.attrArn } : {}),
    ...(config.domainName && config.certificateArn ? { domain: { name: config.domainName, certificateArn: config.certificateArn } } : {}),
  });
  const api = new ApiStack(app, `${prefix}-Api`, {
    ...common,
    description: 'Physician Contracts: HTTP API, functions, jobs and SES sending',
    logRetention,
    table: data.appTable.table,
    userPool: auth.directory.userPool,
    userPoolClient: auth.directory.userPoolClient,
    stage: config.stage,
    prefix,
    protect,
    senderEmail: config.senderEmail,
    mail: {
      identity: config.sesIdentity,
      ...(config.mailFromDomain ? { mailFromDomain: config.mailFromDomain } : {}),
      ...(config.hostedZoneId && config.hostedZoneName ? { hostedZone: { id: config.hostedZoneId, name: config.hostedZoneName } } : {}),
    },
    webOrigin: delivery.webOrigin,
    httpApi: delivery.httpApi,
    originSecret: delivery.originSecret,
    mailHourlyCap: config.mailHourlyCap,
    ...(options.routes ? { routes: options.routes } : {}),
    ...(options.routesInApiStack ? { routesInApiStack: options.routesInApiStack } : {}),
  });
  const web = new WebStack(app, `${prefix}-Web`, {
    ...common,
    description: 'Physician Contracts: web app and course media deployment',
    stage: config.stage,
    logRetention,
    distribution: delivery.site.distribution,
    webAssetPath: assets.webAssetPath,
    ...(assets.mediaAssetPath ? { mediaAssetPath: assets.mediaAssetPath } : {}),
    webConfig: {
      // The API on the app's own origin: CloudFront sends /api/* to the HTTP API's `api` stage.
      apiUrl: apiBasePath,
      region: api.region,
      userPoolId: auth.directory.userPool.userPoolId,
      userPoolClientId: auth.directory.userPoolClient.userPoolClientId,
      staffEmail: config.staffEmail,
    },
  });

  // Buckets are named, not referenced, across stacks: say the order explicitly.
  api.node.addDependency(delivery);
  web.node.addDependency(delivery);
  web.node.addDependency(api);

  // Routes' and jobs' functions alike get their errors and throttles alarms.
  const functions = new Map<string, IFunction>([...api.api.functions, ...api.jobs.functions].map(([id, fn]) => [id, fn.function]));
  const businessMetrics = [
    ...new Set([...(options.routes ?? contractRoutes).flatMap((route) => (route.metric ? [route.metric] : [])), ...upcomingBusinessMetrics]),
  ];
  const distributionId = delivery.site.distribution.distributionId;
  const ops = new OpsStack(app, `${prefix}-Ops`, {
    ...common,
    description: 'Physician Contracts: ops topic, alarms and dashboard',
    prefix,
    ...(config.opsEmail ? { opsEmail: config.opsEmail } : {}),
    functions,
    streamJobs: new Map([...api.jobs.deadLetterQueues].map(([id, deadLetters]) => [id, { deadLetters, fn: api.jobs.functions.get(id)!.function }])),
    httpApiId: delivery.httpApi.apiId,
    apiStageName,
    table: data.appTable.table,
    distributionId,
    cloudFrontAlarm: knownRegion === cloudFrontRegion,
    businessMetrics,
  });
  ops.node.addDependency(api);

  let edgeOps: EdgeOpsStack | undefined;
  if (knownRegion && knownRegion !== cloudFrontRegion) {
    edgeOps = new EdgeOpsStack(app, `${prefix}-EdgeOps`, {
      ...common,
      ...edgeEnv,
      description: 'Physician Contracts: CloudFront alarm and its topic (us-east-1)',
      prefix,
      ...(config.opsEmail ? { opsEmail: config.opsEmail } : {}),
      distributionId,
    });
  } else if (!knownRegion) {
    Annotations.of(ops).addWarningV2(
      'physician-contracts:cloudFrontAlarm',
      'No CloudFront alarm: its metrics are in us-east-1, and the app region is unknown at synth. Deploy with an AWS region configured.',
    );
  }

  const stacks: Stack[] = [auth, data, delivery, api, web, ops, ...(edge ? [edge] : []), ...(edgeOps ? [edgeOps] : [])];
  // Not on the dashboard: CloudFormation takes its tags now, but cfn-lint's schema does not know them yet.
  const untagged = { excludeResourceTypes: ['AWS::CloudWatch::Dashboard'] };
  for (const stack of stacks) {
    Tags.of(stack).add('project', 'physician-contracts', untagged);
    Tags.of(stack).add('stage', config.stage, untagged);
  }
  return { auth, data, delivery, api, web, ops, ...(edge ? { edge } : {}), ...(edgeOps ? { edgeOps } : {}) };
}
