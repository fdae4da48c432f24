import { Tags, type App, type Environment } from 'aws-cdk-lib';
import { RetentionDays } from 'aws-cdk-lib/aws-logs';
import type { RouteDefinition } from '../shared/api/contract';
import { apiBasePath } from '../shared/api/stage';
import { isProduction, type DeployConfig } from './config';
import { ApiStack } from './stacks/api-stack';
import { AuthStack } from './stacks/auth-stack';
import { DataStack } from './stacks/data-stack';
import { DeliveryStack } from './stacks/delivery-stack';
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
}

/** The stack name prefix for a stage: PhysicianContracts-<stage>. */
export const stackPrefix = (stage: string) => `PhysicianContracts-${stage}`;

/**
 * The whole product on AWS as five stacks: Auth (Cognito), Data (DynamoDB), Delivery (S3 +
 * CloudFront), Api (HTTP API + functions + SES identity) and Web (app and media deployment).
 */
export function addProductStacks(
  app: App,
  config: DeployConfig,
  assets: ProductAssets,
  options: { env?: Environment; routes?: readonly RouteDefinition[] } = {},
): ProductStacks {
  const protect = isProduction(config);
  const prefix = stackPrefix(config.stage);
  // Every stack of a production stage has termination protection, the Web stack included.
  const common = { ...(options.env ? { env: options.env } : {}), terminationProtection: protect };
  const logRetention = protect ? RetentionDays.THREE_MONTHS : RetentionDays.ONE_MONTH;

  const auth = new AuthStack(app, `${prefix}-Auth`, { ...common, protect, description: 'Physician Contracts: Cognito user pool' });
  const data = new DataStack(app, `${prefix}-Data`, { ...common, protect, description: 'Physician Contracts: DynamoDB table' });
  const delivery = new DeliveryStack(app, `${prefix}-Delivery`, {
    ...common,
    description: 'Physician Contracts: S3 buckets and CloudFront',
    stage: config.stage,
    protect,
    extraWebOrigins: config.extraWebOrigins,
    ...(config.domainName && config.certificateArn ? { domain: { name: config.domainName, certificateArn: config.certificateArn } } : {}),
  });
  const api = new ApiStack(app, `${prefix}-Api`, {
    ...common,
    description: 'Physician Contracts: HTTP API, functions and SES identity',
    logRetention,
    table: data.appTable.table,
    userPool: auth.directory.userPool,
    userPoolClient: auth.directory.userPoolClient,
    stage: config.stage,
    senderEmail: config.senderEmail,
    webOrigin: delivery.webOrigin,
    httpApi: delivery.httpApi,
    originSecret: delivery.originSecret,
    ...(options.routes ? { routes: options.routes } : {}),
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

  for (const stack of [auth, data, delivery, api, web]) {
    Tags.of(stack).add('project', 'physician-contracts');
    Tags.of(stack).add('stage', config.stage);
  }
  return { auth, data, delivery, api, web };
}
