import { Duration, NestedStack, Stack } from 'aws-cdk-lib';
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
import type { ApiArea } from '#shared/api/route-definition.ts';
import { areaStackId, routePlacement } from '../api-areas';
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
  /** The routes built in this stack rather than their area's nested stack. @default routesBuiltInApiStack (infra/api-areas.ts) */
  readonly routesInApiStack?: ReadonlySet<string>;
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
  /**
   * The nested stack of each area that has routes built since decision 0025 (the routes that predate
   * it stay in the API stack: infra/api-areas.ts). Empty until the first such route.
   */
  readonly areaStacks: ReadonlyMap<ApiArea, NestedStack>;
  /** The construct each route's function and HTTP route are made in: this one, or its area's nested stack. */
  readonly routeScopes: ReadonlyMap<string, Construct>;
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
    const areaStacks = new Map<ApiArea, { stack: NestedStack; httpApi: IHttpApi }>();
    const routeScopes = new Map<string, Construct>();
    // Where a route is built: here, or in its area's nested stack (made with the area's first route,
    // the API imported into it by id as here).
    const placeRoute = (route: RouteDefinition): { scope: Construct; httpApi: IHttpApi } => {
      const placement = routePlacement(route, props.routesInApiStack);
      if (placement.stack === 'api') return { scope: this, httpApi: this.httpApi };
      let made = areaStacks.get(placement.area);
      if (!made) {
        const stack = new NestedStack(this, areaStackId(placement.area), {
          description: `Physician Contracts: the ${placement.area} area's routes (decision 0025)`,
        });
        made = { stack, httpApi: HttpApi.fromHttpApiAttributes(stack, 'HttpApi', { httpApiId: this.httpApi.apiId }) };
        areaStacks.set(placement.area, made);
      }
      return { scope: made.stack, httpApi: made.httpApi };
    };
    for (const route of props.routes ?? contractRoutes) {
      const { scope, httpApi } = placeRoute(route);
      routeScopes.set(route.id, scope);
      const fn = new ApiFunction(scope, constructId(route.id), {
        route,
        resources,
        ...(props.logRetention ? { logRetention: props.logRetention } : {}),
        ...(route.compute ? { memorySize: route.compute.memoryMb, timeout: Duration.seconds(route.compute.timeoutSeconds) } : {}),
      });
      // Made here, not with httpApi.addRoutes (which would place them in the API's own stack).
      const httpRoute = new HttpRoute(scope, `${constructId(route.id)}Route`, {
        httpApi,
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
        // CloudFormation refuses settings for a route key that does not exist yet (for a route in an
        // area's stack, the CDK makes the stage wait for that nested stack).
        this.stage.node.addDependency(httpRoute);
      }
      functions.set(route.id, fn);
    }
    if (Object.keys(routeSettings).length > 0) (this.stage.node.defaultChild as CfnStage).routeSettings = routeSettings;
    this.functions = functions;
    this.areaStacks = new Map([...areaStacks].map(([area, made]) => [area, made.stack]));
    this.routeScopes = routeScopes;
    this.url = `https://${this.httpApi.apiId}.execute-api.${region}.${Stack.of(this).urlSuffix}/${apiStageName}`;
  }
}
