import { randomUUID } from 'node:crypto';
import type { APIGatewayProxyEventV2WithJWTAuthorizer, Context } from 'aws-lambda';
import type { JWTPayload } from 'jose';

/**
 * API Gateway hands JWT claims to Lambda as strings, and array claims as "[a b]". Reproducing
 * that exactly keeps the handlers' claim parsing honest.
 */
export function claimsAsApiGatewayPassesThem(payload: JWTPayload): Record<string, string> {
  const claims: Record<string, string> = {};
  for (const [name, value] of Object.entries(payload)) {
    if (value === undefined || value === null) continue;
    claims[name] = Array.isArray(value) ? `[${value.join(' ')}]` : typeof value === 'object' ? JSON.stringify(value) : String(value);
  }
  return claims;
}

export interface IncomingRequest {
  readonly method: string;
  readonly path: string;
  readonly rawQueryString: string;
  readonly headers: Record<string, string | string[] | undefined>;
  readonly body: Buffer;
  readonly sourceIp: string;
}

const textTypes = /^(application\/(json|x-www-form-urlencoded|xml)|text\/)/i;

/** The payload-format-2.0 event an HTTP API builds for a Lambda proxy integration. */
export function buildEvent(
  request: IncomingRequest,
  routeKey: string,
  pathParameters: Record<string, string>,
  jwt: { claims: Record<string, string>; scopes: string[] | null } | undefined,
  stageDomain: string,
  stage = '$default',
): APIGatewayProxyEventV2WithJWTAuthorizer {
  const headers: Record<string, string> = {};
  const cookies: string[] = [];
  for (const [name, value] of Object.entries(request.headers)) {
    if (value === undefined) continue;
    const lower = name.toLowerCase();
    if (lower === 'cookie') {
      cookies.push(...(Array.isArray(value) ? value : [value]).flatMap((v) => v.split(/;\s*/)));
      continue;
    }
    headers[lower] = Array.isArray(value) ? value.join(',') : value;
  }
  const queryStringParameters: Record<string, string> = {};
  for (const [name, value] of new URLSearchParams(request.rawQueryString)) {
    queryStringParameters[name] = name in queryStringParameters ? `${queryStringParameters[name]},${value}` : value;
  }
  const isText = request.body.length === 0 || textTypes.test(headers['content-type'] ?? '');
  const now = new Date();
  const event = {
    version: '2.0',
    routeKey,
    rawPath: request.path,
    rawQueryString: request.rawQueryString,
    ...(cookies.length ? { cookies } : {}),
    headers,
    ...(Object.keys(queryStringParameters).length ? { queryStringParameters } : {}),
    ...(Object.keys(pathParameters).length ? { pathParameters } : {}),
    requestContext: {
      accountId: '000000000000',
      apiId: 'local',
      domainName: stageDomain,
      domainPrefix: stageDomain.split('.')[0] ?? stageDomain,
      http: {
        method: request.method,
        path: request.path,
        protocol: 'HTTP/1.1',
        sourceIp: request.sourceIp,
        userAgent: headers['user-agent'] ?? '',
      },
      requestId: randomUUID(),
      routeKey,
      stage,
      time: now.toUTCString(),
      timeEpoch: now.getTime(),
      ...(jwt ? { authorizer: { principalId: '', integrationLatency: 0, jwt } } : {}),
    },
    ...(request.body.length ? { body: isText ? request.body.toString('utf8') : request.body.toString('base64') } : {}),
    isBase64Encoded: !isText,
  };
  return event as unknown as APIGatewayProxyEventV2WithJWTAuthorizer;
}

/** Lambda's context for one invocation: its remaining time counts down from the function's timeout. */
export function lambdaContext(functionName: string, timeoutMs: number, requestId: string, memoryMb = 512): Context {
  const deadline = Date.now() + timeoutMs;
  return {
    callbackWaitsForEmptyEventLoop: true,
    functionName,
    functionVersion: '$LATEST',
    invokedFunctionArn: `arn:aws:lambda:local:000000000000:function:${functionName}`,
    memoryLimitInMB: String(memoryMb),
    awsRequestId: requestId,
    logGroupName: `/aws/lambda/${functionName}`,
    logStreamName: 'local',
    getRemainingTimeInMillis: () => Math.max(0, deadline - Date.now()),
    done: () => undefined,
    fail: () => undefined,
    succeed: () => undefined,
  };
}
