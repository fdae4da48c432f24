import middy from '@middy/core';
import httpJsonBodyParser from '@middy/http-json-body-parser';
import type { APIGatewayProxyEventV2, APIGatewayProxyStructuredResultV2, Context } from 'aws-lambda';
import type * as z from 'zod/mini';
import type { RouteDefinition } from '#shared/api/route-definition.ts';
import { describeIssues, errorCodes, type ApiErrorBody } from '#shared/api/errors.ts';
import * as authMessages from '#shared/messages/auth.ts';
import * as twoStepMessages from '#shared/messages/two-step.ts';
import { accessTable, accountRefusal, groupsAllow, needsTwoStep, staffSessionSeconds, type AccountState } from '#shared/access.ts';
import type { AccountRecord } from '../adapters/accounts';
import { badRequest, forbidden, HttpError, notFound, unauthenticated } from './errors';
import { logContext, loggableError, logger, requestValues } from './observability';
import { principalFromEvent, type Principal } from './principal';

type Output<S> = S extends z.ZodMiniType ? z.output<S> : undefined;

type Serves<R extends RouteDefinition> = R['serves'] extends readonly AccountState[] ? R['serves'][number] : never;

/** The caller's account record: none on public routes, perhaps none on a route that serves 'deleted'. */
type RecordOf<R extends RouteDefinition> = R['access'] extends 'public'
  ? undefined
  : 'deleted' extends Serves<R>
    ? AccountRecord | undefined
    : AccountRecord;

export interface RouteInput<R extends RouteDefinition> {
  readonly principal: R['access'] extends 'public' ? Principal | undefined : Principal;
  /** The caller's account record, loaded and checked by the factory on every signed-in route. */
  readonly record: RecordOf<R>;
  readonly body: Output<R['body']>;
  readonly params: Output<R['params']>;
  readonly query: Output<R['query']>;
  readonly event: APIGatewayProxyEventV2;
  readonly context: Context;
}

export type RouteImplementation<R extends RouteDefinition> = (input: RouteInput<R>) => Promise<z.input<R['response']>>;

/** Reads the caller's account record (functions/adapters/accounts.ts getAccountRecord). */
export type AccountReader = (userId: string) => Promise<AccountRecord | undefined>;

/** The pool's word on the caller's second factor, after the record's (functions/http/second-factor.ts). */
export type SecondFactorCheck = (principal: Principal, record: AccountRecord | undefined) => Promise<void>;

/**
 * How a route that names a business metric counts it (functions/http/metrics.ts routeMetrics): given
 * to the factory by that route's handler, so that no other function carries the Metrics client.
 */
export interface RouteMetrics {
  /** Counts one successful call of the route. */
  readonly countSuccess: (metric: string) => void;
  /** Publishes what the call counted, when it ends well. */
  readonly publishMetrics: () => middy.MiddlewareObj;
}

/** The factories' last argument: routeMetrics when the definition names a metric, nothing otherwise. */
export type MetricsArgument<R extends RouteDefinition> = R extends { readonly metric: string } ? [metrics: RouteMetrics] : [];

/** What a factory adds to the route: the record check, the second-factor check, the metric's counting. */
export interface RouteChecks {
  readonly readAccount?: AccountReader;
  readonly checkSecondFactor?: SecondFactorCheck;
  readonly metrics?: RouteMetrics;
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

/**
 * Turns any error into the API's error body; nothing about a 5xx's cause reaches the caller, and
 * its log line (with the request id the logger adds) carries the error with the request's own
 * values (`known`), e-mail addresses and tokens redacted.
 */
export function errorResponse(error: unknown, known: readonly string[] = []): APIGatewayProxyStructuredResultV2 {
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
  logger.error('Unhandled error', { error: loggableError(error, known) });
  return json(500, { error: { code: errorCodes.internal, message: 'Something went wrong on our side. Please try again.' } });
}

const sessionEnded = () => new HttpError(401, errorCodes.sessionEnded, authMessages.sessionEnded);

const refusalMessages = {
  emailNotVerified: authMessages.verifyEmailFirst,
  staffNotApproved: authMessages.staffNotApproved,
  wrongRole: undefined,
  twoStepRequired: twoStepMessages.required,
} as const;

/**
 * The record check behind every signed-in route, on every call (API Gateway's JWT authorizer
 * accepts a token until it expires, so revocation must be checked here): the account must exist
 * (unless the route serves 'deleted'), the token's session must have begun (auth_time) no earlier
 * than the record's sessionsValidAfter (401 session_ended), and the account's state must pass accountRefusal for the
 * route (403 with the reason).
 */
export async function checkAccount(
  principal: Principal,
  definition: RouteDefinition,
  readAccount: AccountReader,
  now = Date.now(),
): Promise<AccountRecord | undefined> {
  const record = await readAccount(principal.userId);
  if (!record) {
    if (definition.serves?.includes('deleted')) return undefined;
    throw notFound('Account not found.');
  }
  if (record.sessionsValidAfter !== undefined && (principal.authTime === undefined || principal.authTime < record.sessionsValidAfter)) {
    throw sessionEnded();
  }
  // Staff and admins read other people's contracts: their sessions end 12 hours after the sign-in,
  // however often the browser renews the access token (a refresh keeps auth_time).
  if (needsTwoStep(record.account.role) && (principal.authTime === undefined || now / 1000 - principal.authTime > staffSessionSeconds)) {
    throw sessionEnded();
  }
  const refusal = accountRefusal(record.account, definition.access, definition.serves);
  // Its own code: the browser sends the account to the two-step setup screen.
  if (refusal === 'twoStepRequired') throw new HttpError(403, errorCodes.twoStepRequired, refusalMessages[refusal]);
  if (refusal) throw forbidden(refusalMessages[refusal]);
  return record;
}

/**
 * Wraps one contract route: JSON parsing, the access level, the account record check (every
 * signed-in route), zod validation of params, query and body (400 naming each field), the
 * response filtered through its schema so that no internal attribute leaks, JSON logs with the
 * call's context, and the route's business metric on success (functions/http/metrics.ts).
 */
export function routeWith<R extends RouteDefinition>(
  definition: R,
  implementation: RouteImplementation<R>,
  { readAccount, checkSecondFactor, metrics }: RouteChecks = {},
): ApiHandler {
  if (definition.access !== 'public' && !readAccount)
    throw new Error(`route ${definition.id} is not public: it needs the account record check (functions/http/route.ts)`);
  if (accessTable[definition.access].needsTwoStep && !checkSecondFactor)
    throw new Error(`route ${definition.id} needs two-step sign-in: it needs the second-factor check (functions/http/staff-route.ts)`);
  if (definition.metric && !metrics)
    throw new Error(`route ${definition.id} counts ${definition.metric}: its handler passes routeMetrics (functions/http/metrics.ts)`);
  const core = async (event: APIGatewayProxyEventV2, context: Context): Promise<APIGatewayProxyStructuredResultV2> => {
    const principal = principalFromEvent(event);
    let record: AccountRecord | undefined;
    if (definition.access !== 'public') {
      if (!principal) throw unauthenticated();
      if (!groupsAllow(definition.access, principal.groups)) throw forbidden();
      record = await checkAccount(principal, definition, readAccount!);
      if (checkSecondFactor) await checkSecondFactor(principal, record);
    }
    const params = validate(definition.params, event.pathParameters ?? {}, 'path');
    const query = validate(definition.query, event.queryStringParameters ?? {}, 'query');
    const body = validate(definition.body, event.body ?? {}, 'body');
    const result = await implementation({ principal, record, body, params, query, event, context } as RouteInput<R>);
    const status = definition.successStatus ?? 200;
    const response = status === 204 ? { statusCode: 204, headers: { 'cache-control': 'no-store' } } : json(status, definition.response.parse(result));
    // Counted once the answer is certain: a refused or failed call counts nothing.
    if (definition.metric) metrics!.countSuccess(definition.metric);
    return response;
  };

  // middy runs the onError steps last-registered first: the error answer is logged while the
  // logger still holds the call's context.
  const handler = middy<APIGatewayProxyEventV2, APIGatewayProxyStructuredResultV2>().use(logContext());
  if (definition.metric) handler.use(metrics!.publishMetrics());
  handler.use({
    onError: async (request) => {
      request.response = errorResponse(request.error, requestValues(request.event));
    },
  });
  if (definition.body) handler.use(httpJsonBodyParser());
  return handler.handler(core) as unknown as ApiHandler;
}
