import { Duration, Stack } from 'aws-cdk-lib';
import { AccessLogFormat } from 'aws-cdk-lib/aws-apigateway';
import {
  type CfnStage,
  HttpApi,
  HttpMethod,
  HttpRoute,
  HttpRouteKey,
  HttpStage,
  LogGroupLogDestination,
  type IHttpApi,
  type IHttpRouteAuthorizer,
} from 'aws-cdk-lib/aws-apigatewayv2';
import { HttpJwtAuthorizer } from 'aws-cdk-lib/aws-apigatewayv2-authorizers';
import { HttpLambdaIntegration } from 'aws-cdk-lib/aws-apigatewayv2-integrations';
import { LogGroup, RetentionDays } from 'aws-cdk-lib/aws-logs';
import { Construct } from 'constructs';
import { routes as contractRoutes, type RouteDefinition } from '#shared/api/contract.ts';
import { apiStageName } from '#shared/api/stage.ts';
import { ApiFunction, type ApiResources } from './api-function';
import { acknowledge } from './nag';

export interface ProductApiProps {
  /**
   * The HTTP API itself, made in the Delivery stack because CloudFront must name it as the origin
   * of `/api/*` (and the functions here need the distribution's origin for their links). It has no
   * CORS: the browser calls it on the app's own origin.
   */
  readonly httpApi: IHttpApi;
  readonly resources: ApiResources;
  /** @default every route of the contract */
  readonly routes?: readonly RouteDefinition[];
  /** Steady requests per second across the stage. @default 50 */
  readonly rateLimit?: number;
  /** @default 100 */
  readonly burstLimit?: number;
  /** @default RetentionDays.ONE_MONTH */
  readonly logRetention?: RetentionDays;
}

/** Pascal-case construct id for a route id: getMe → GetMe. */
const constructId = (routeId: string) => routeId.charAt(0).toUpperCase() + routeId.slice(1);

/**
 * The HTTP API's contents: one route and one function per contract route, a Cognito JWT authorizer
 * on every route that is not public, and its one stage (`api`, so that CloudFront's `/api/*` reaches
 * the routes unchanged) with throttling (the stage's, and each public route's from the contract) and
 * JSON access logs.
 */
export class ProductApi extends Construct {
  readonly httpApi: IHttpApi;
  readonly stage: HttpStage;
  readonly functions: ReadonlyMap<string, ApiFunction>;
  /** The stage's execute-api URL (…/api), without a trailing slash; the app uses <its origin>/api. */
  readonly url: string;

  constructor(scope: Construct, id: string, props: ProductApiProps) {
    super(scope, id);
    const { resources } = props;
    const region = Stack.of(this).region;

    // Imported by id into this construct, so that what routes attach to the API (the authorizer,
    // integrations) is made here too, not in the API's own stack.
    this.httpApi = HttpApi.fromHttpApiAttributes(this, 'HttpApi', { httpApiId: props.httpApi.apiId });

    const accessLogs = new LogGroup(this, 'AccessLogs', { retention: props.logRetention ?? RetentionDays.ONE_MONTH });
    this.stage = new HttpStage(this, 'Stage', {
      httpApi: this.httpApi,
      stageName: apiStageName,
      autoDeploy: true,
      throttle: { rateLimit: props.rateLimit ?? 50, burstLimit: props.burstLimit ?? 100 },
      accessLogSettings: {
        destination: new LogGroupLogDestination(accessLogs),
        format: AccessLogFormat.custom(
          JSON.stringify({
            requestId: '$context.requestId',
            ip: '$context.identity.sourceIp',
            requestTime: '$context.requestTime',
            routeKey: '$context.routeKey',
            status: '$context.status',
            latencyMs: '$context.responseLatency',
            integrationError: '$context.integrationErrorMessage',
            authorizerError: '$context.authorizer.error',
            userId: '$context.authorizer.claims.sub',
          }),
        ),
      },
    });

    // Same checks as the embedded gateway: the pool's issuer, and the app client as audience
    // (Cognito access tokens carry it as client_id, which the JWT authorizer accepts).
    const authorizer: IHttpRouteAuthorizer = new HttpJwtAuthorizer(
      'CognitoJwt',
      `https://cognito-idp.${region}.amazonaws.com/${resources.userPool.userPoolId}`,
      { jwtAudience: [resources.userPoolClient.userPoolClientId], identitySource: ['$request.header.Authorization'] },
    );

    // Per-route throttles from the contract; a route's settings replace the stage default for it.
    // RouteSettings is untyped JSON in the L1, written as CloudFormation spells it.
    const routeSettings: Record<string, { ThrottlingRateLimit: number; ThrottlingBurstLimit: number }> = {};
    const functions = new Map<string, ApiFunction>();
    for (const route of props.routes ?? contractRoutes) {
      const fn = new ApiFunction(this, constructId(route.id), {
        route,
        resources,
        ...(props.logRetention ? { logRetention: props.logRetention } : {}),
        ...(route.compute ? { memorySize: route.compute.memoryMb, timeout: Duration.seconds(route.compute.timeoutSeconds) } : {}),
      });
      // Made here, not with httpApi.addRoutes (which would place them in the API's own stack).
      const httpRoute = new HttpRoute(this, `${constructId(route.id)}Route`, {
        httpApi: this.httpApi,
        routeKey: HttpRouteKey.with(route.path, HttpMethod[route.method]),
        integration: new HttpLambdaIntegration(`${constructId(route.id)}Integration`, fn.function),
        ...(route.access === 'public' ? {} : { authorizer }),
      });
      if (route.access === 'public') {
        acknowledge(httpRoute, 'APIG4', `${route.method} ${route.path} is public by the contract: ${route.summary}`);
      }
      if (route.throttle) {
        routeSettings[`${route.method} ${route.path}`] = {
          ThrottlingRateLimit: route.throttle.rateLimit,
          ThrottlingBurstLimit: route.throttle.burstLimit,
        };
        // CloudFormation refuses settings for a route key that does not exist yet.
        this.stage.node.addDependency(httpRoute);
      }
      functions.set(route.id, fn);
    }
    if (Object.keys(routeSettings).length > 0) (this.stage.node.defaultChild as CfnStage).routeSettings = routeSettings;
    this.functions = functions;
    this.url = `https://${this.httpApi.apiId}.execute-api.${region}.${Stack.of(this).urlSuffix}/${apiStageName}`;
  }
}
