import middy from '@middy/core';
import httpJsonBodyParser from '@middy/http-json-body-parser';
import type { APIGatewayProxyEventV2, APIGatewayProxyStructuredResultV2, Context } from 'aws-lambda';
import type * as z from 'zod/mini';
import { groupsAllow, type RouteDefinition } from '../../shared/api/route-definition';
import { describeIssues, errorCodes, type ApiErrorBody } from '../../shared/api/errors';
import { badRequest, forbidden, HttpError, unauthenticated } from './errors';
import { principalFromEvent, type Principal } from './principal';

type Output<S> = S extends z.ZodMiniType ? z.output<S> : undefined;

export interface RouteInput<R extends RouteDefinition, A> {
  readonly principal: R['access'] extends 'public' ? Principal | undefined : Principal;
  /** What the route's authorizer returned (the caller's account record on role routes). */
  readonly account: A;
  readonly body: Output<R['body']>;
  readonly params: Output<R['params']>;
  readonly query: Output<R['query']>;
  readonly event: APIGatewayProxyEventV2;
  readonly context: Context;
}

export type RouteImplementation<R extends RouteDefinition, A> = (input: RouteInput<R, A>) => Promise<z.input<R['response']>>;

export interface RouteOptions<A> {
  /**
   * Checks the caller beyond the token (e.g. that a staff account is still approved) and returns
   * what the implementation needs. Role routes must have one, so that revoking an approval takes
   * effect at once rather than when the token expires.
   */
  readonly authorize?: (principal: Principal, route: RouteDefinition) => Promise<A>;
}

export type ApiHandler = (event: APIGatewayProxyEventV2, context: Context) => Promise<APIGatewayProxyStructuredResultV2>;

const jsonHeaders = { 'content-type': 'application/json; charset=utf-8', 'cache-control': 'no-store' };

function json(statusCode: number, body: unknown, headers?: Record<string, string>): APIGatewayProxyStructuredResultV2 {
  return { statusCode, headers: { ...jsonHeaders, ...headers }, body: JSON.stringify(body) };
}

function validate<S extends z.ZodMiniType | undefined>(schema: S, value: unknown, where: string): Output<S> {
  if (!schema) return undefined as Output<S>;
  const result = schema.safeParse(value);
  if (!result.success) {
    const { message, fields } = describeIssues(result.error.issues, where);
    throw badRequest(message, fields);
  }
  return result.data as Output<S>;
}

/** Turns any error into the API's error body; nothing about a 5xx's cause reaches the caller. */
export function errorResponse(error: unknown, requestId: string): APIGatewayProxyStructuredResultV2 {
  if (error instanceof HttpError) {
    const body: ApiErrorBody = { error: { code: error.code, message: error.message, ...(error.fields ? { fields: error.fields } : {}) } };
    return json(error.statusCode, body, error.headers);
  }
  const status = (error as { statusCode?: unknown }).statusCode;
  if (typeof status === 'number' && status >= 400 && status < 500) {
    // Thrown by middy's own middlewares (e.g. a body that is not JSON).
    const message = status === 415 ? 'The request body must be JSON sent with Content-Type: application/json.' : 'The request was not understood.';
    return json(status, { error: { code: errorCodes.badRequest, message } });
  }
  console.error(JSON.stringify({ level: 'error', requestId, message: (error as Error)?.message, stack: (error as Error)?.stack }));
  return json(500, { error: { code: errorCodes.internal, message: 'Something went wrong on our side. Please try again.' } });
}

/**
 * Wraps one contract route: JSON parsing, the access level, the authorizer, zod validation of
 * params, query and body (400 naming each field), and the response filtered through its schema
 * so that no internal attribute leaks.
 */
export function route<R extends RouteDefinition, A = undefined>(
  definition: R,
  implementation: RouteImplementation<R, A>,
  options: RouteOptions<A> = {},
): ApiHandler {
  const needsRecordCheck = definition.access === 'physician' || definition.access === 'staff' || definition.access === 'admin';
  if (needsRecordCheck && !options.authorize) {
    throw new Error(`route ${definition.id} has access '${definition.access}' and needs an authorize check`);
  }

  const core = async (event: APIGatewayProxyEventV2, context: Context): Promise<APIGatewayProxyStructuredResultV2> => {
    const principal = principalFromEvent(event);
    if (definition.access !== 'public') {
      if (!principal) throw unauthenticated();
      if (!groupsAllow(definition.access, principal.groups)) throw forbidden();
    }
    const account = (options.authorize && principal ? await options.authorize(principal, definition) : undefined) as A;
    const params = validate(definition.params, event.pathParameters ?? {}, 'path');
    const query = validate(definition.query, event.queryStringParameters ?? {}, 'query');
    const body = validate(definition.body, event.body ?? {}, 'body');
    const result = await implementation({ principal, account, body, params, query, event, context } as RouteInput<R, A>);
    const status = definition.successStatus ?? 200;
    if (status === 204) return { statusCode: 204, headers: { 'cache-control': 'no-store' } };
    return json(status, definition.response.parse(result));
  };

  const handler = middy<APIGatewayProxyEventV2, APIGatewayProxyStructuredResultV2>().use({
    onError: async (request) => {
      request.response = errorResponse(request.error, request.context.awsRequestId);
    },
  });
  if (definition.body) handler.use(httpJsonBodyParser());
  return handler.handler(core) as unknown as ApiHandler;
}
