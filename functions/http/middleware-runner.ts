import type middy from '@middy/core';
import type { Context } from 'aws-lambda';

/**
 * Runs a handler inside middy-style middlewares, as @middy/core does for a function that does not
 * stream its response: its rules, ported from its core (6.4) and kept the same.
 *
 * - `before` steps run in the order the middlewares were given, then the handler, then the `after`
 *   steps last-given first. A step that returns a value answers early: that value is the response,
 *   and the steps, handler and after steps still to come do not run.
 * - When anything throws, the response is reset, the error kept on the request, and the `onError`
 *   steps run last-given first; the call answers with the response one of them set, or throws the
 *   error when none did (or the error an onError step threw, with the first as its originalError).
 * - 5 ms before the Lambda's deadline (context.getRemainingTimeInMillis), a call whose handler has
 *   not answered fails with a TimeoutError ("[AbortError]: The operation was aborted."), which the
 *   onError steps answer like any other error, and the handler's AbortSignal is aborted.
 *
 * Not @middy/core itself: its module imports node:stream/web (for streamed responses, which no
 * route has) and Node loads the web streams at every cold start, about 5 % of a DynamoDB-only
 * function's (bench:bundles). Middy's middlewares (Powertools' injectLambdaContext,
 * @middy/http-json-body-parser) run on it unchanged, typed by @middy/core's own types.
 */
export function withMiddlewares<E, R>(
  handler: (event: E, context: Context, options: { signal: AbortSignal }) => Promise<R>,
  middlewares: readonly middy.MiddlewareObj<E, R>[],
): (event: E, context: Context) => Promise<R> {
  for (const { before, after, onError } of middlewares)
    if (!before && !after && !onError) throw new Error('Middleware must be an object containing at least one key among "before", "after", "onError"');
  const before = middlewares.flatMap((middleware) => (middleware.before ? [middleware.before] : []));
  const after = middlewares.flatMap((middleware) => (middleware.after ? [middleware.after] : [])).reverse();
  const onError = middlewares.flatMap((middleware) => (middleware.onError ? [middleware.onError] : [])).reverse();
  // As middy, a call without an event or a context gets an empty object.
  return (event = {} as E, context = {} as Context) =>
    runRequest({ event, context, response: undefined as R, error: undefined as unknown as Error, internal: {} }, handler, before, after, onError);
}

type Request<E, R> = middy.Request<E, R>;
type Step<E, R> = (request: Request<E, R>) => unknown;

/** As middy's timeoutEarlyInMillis (its default). */
const timeoutEarlyInMillis = 5;

/** As middy's timeoutEarlyResponse (its default): the error a call that ran out of time fails with. */
function timeoutEarlyResponse(): never {
  const error = new Error('[AbortError]: The operation was aborted.', { cause: { package: '@middy/core' } });
  error.name = 'TimeoutError';
  throw error;
}

// One controller shared by the calls until one is aborted, as middy keeps one (created at the first call).
let handlerAbort: AbortController | undefined;

async function runRequest<E, R>(
  request: Request<E, R>,
  handler: (event: E, context: Context, options: { signal: AbortSignal }) => Promise<R>,
  before: readonly Step<E, R>[],
  after: readonly Step<E, R>[],
  onError: readonly Step<E, R>[],
): Promise<R> {
  let timeoutId: ReturnType<typeof setTimeout> | undefined;
  // getRemainingTimeInMillis is missing outside Lambda (tests, the embedded gateway).
  const timeoutEarly = typeof request.context.getRemainingTimeInMillis === 'function';
  try {
    await runSteps(request, before);
    if (!Object.hasOwn(request, 'earlyResponse')) {
      if (!handlerAbort || handlerAbort.signal.aborted) handlerAbort = new AbortController();
      const abort = handlerAbort;
      const answers: Promise<R>[] = [handler(request.event, request.context, { signal: abort.signal })];
      if (timeoutEarly) {
        answers.push(
          new Promise<R>((resolve, reject) => {
            timeoutId = setTimeout(() => {
              abort.abort();
              try {
                resolve(timeoutEarlyResponse());
              } catch (error) {
                reject(error);
              }
            }, request.context.getRemainingTimeInMillis() - timeoutEarlyInMillis);
          }),
        );
      }
      request.response = await Promise.race(answers);
      if (timeoutId) clearTimeout(timeoutId);
      await runSteps(request, after);
    }
  } catch (error) {
    if (timeoutId) clearTimeout(timeoutId);
    // What the after steps set before one threw is no answer.
    request.response = undefined as R;
    request.error = error as Error;
    try {
      await runSteps(request, onError);
    } catch (onErrorFailure) {
      (onErrorFailure as { originalError?: unknown }).originalError = request.error;
      request.error = onErrorFailure as Error;
      throw request.error;
    }
    if (typeof request.response === 'undefined') throw request.error;
  }
  return request.response as R;
}

async function runSteps<E, R>(request: Request<E, R>, steps: readonly Step<E, R>[]): Promise<void> {
  for (const step of steps) {
    const result = await step(request);
    if (typeof result !== 'undefined') request.earlyResponse = result as R;
    if (Object.hasOwn(request, 'earlyResponse')) {
      request.response = request.earlyResponse as R;
      return;
    }
  }
}
