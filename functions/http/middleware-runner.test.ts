import middy from '@middy/core';
import httpJsonBodyParser from '@middy/http-json-body-parser';
import type { Context } from 'aws-lambda';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { withMiddlewares } from './middleware-runner';

/**
 * The runner keeps @middy/core's rules: each scenario runs through middy itself and through the
 * runner, and both must answer (or throw) alike and call the same steps in the same order.
 */
type Event = { body?: unknown; headers?: Record<string, string>; fail?: string };
type Trace = string[];
type Scenario = {
  handler: (trace: Trace) => (event: Event) => Promise<unknown>;
  middlewares: (trace: Trace) => middy.MiddlewareObj<Event, unknown>[];
  event?: Event;
};

const step =
  (trace: Trace, name: string, result?: (request: middy.Request<Event, unknown>) => unknown) => async (request: middy.Request<Event, unknown>) => {
    trace.push(`${name}:${request.error ? (request.error as Error).message : 'ok'}`);
    return result?.(request);
  };

const answering = (trace: Trace) => async (event: Event) => {
  trace.push('handler');
  if (event.fail) throw new Error(event.fail);
  return { statusCode: 200, body: JSON.stringify(event.body ?? null) };
};

const logged = (trace: Trace, name: string): middy.MiddlewareObj<Event, unknown> => ({
  before: step(trace, `${name}.before`),
  after: step(trace, `${name}.after`),
  onError: step(trace, `${name}.onError`),
});

const answerErrors = (trace: Trace): middy.MiddlewareObj<Event, unknown> => ({
  onError: step(trace, 'answer.onError', (request) => {
    request.response = { statusCode: 500, body: (request.error as Error).message };
  }),
});

/** The JSON body parser as the route factory uses it (the scenarios' events carry only what it reads). */
const jsonBody = () => httpJsonBodyParser() as unknown as middy.MiddlewareObj<Event, unknown>;

const scenarios: Record<string, Scenario> = {
  'steps in order, after and onError last-given first': {
    handler: answering,
    middlewares: (trace) => [logged(trace, 'a'), logged(trace, 'b'), answerErrors(trace)],
  },
  'an error answered by an onError step': {
    handler: answering,
    middlewares: (trace) => [logged(trace, 'a'), answerErrors(trace), logged(trace, 'b')],
    event: { fail: 'boom' },
  },
  'an error nobody answers is thrown': {
    handler: answering,
    middlewares: (trace) => [logged(trace, 'a'), logged(trace, 'b')],
    event: { fail: 'boom' },
  },
  'a before step that returns a value answers early': {
    handler: answering,
    middlewares: (trace) => [logged(trace, 'a'), { before: step(trace, 'early', () => ({ statusCode: 304 })) }, logged(trace, 'b')],
  },
  'an after step that throws: its partial answer is dropped, onError answers': {
    handler: answering,
    middlewares: (trace) => [
      answerErrors(trace),
      {
        after: step(trace, 'breaks', (request) => {
          request.response = { statusCode: 201 };
          throw new Error('after failed');
        }),
      },
    ],
  },
  'an onError step that throws: its error is thrown, with the first as originalError': {
    handler: answering,
    middlewares: (trace) => [
      {
        onError: step(trace, 'rethrows', () => {
          throw new Error('onError failed');
        }),
      },
    ],
    event: { fail: 'boom' },
  },
  'an onError step that returns a value answers': {
    handler: answering,
    middlewares: (trace) => [logged(trace, 'a'), { onError: step(trace, 'returns', () => ({ statusCode: 418 })) }],
    event: { fail: 'boom' },
  },
  'the JSON body parser reads a JSON body': {
    handler: answering,
    middlewares: () => [jsonBody()],
    event: { headers: { 'content-type': 'application/json' }, body: '{"a":1}' },
  },
  'the JSON body parser refuses malformed JSON (422)': {
    handler: answering,
    middlewares: () => [jsonBody()],
    event: { headers: { 'content-type': 'application/json' }, body: '{' },
  },
  'the JSON body parser refuses another content type (415)': {
    handler: answering,
    middlewares: () => [jsonBody()],
    event: { headers: { 'content-type': 'text/plain' }, body: 'hello' },
  },
};

async function outcome(run: () => Promise<unknown>) {
  try {
    return { response: await run() };
  } catch (error) {
    const { message, name, statusCode, originalError } = error as Error & { statusCode?: number; originalError?: Error };
    return { error: { message, name, statusCode, originalError: originalError?.message } };
  }
}

const context = { awsRequestId: 'req-1' } as Context;

describe('withMiddlewares answers as @middy/core does', () => {
  for (const [name, scenario] of Object.entries(scenarios)) {
    it(name, async () => {
      const middyTrace: Trace = [];
      const viaMiddy = middy<Event, unknown>().handler(scenario.handler(middyTrace));
      for (const middleware of scenario.middlewares(middyTrace)) viaMiddy.use(middleware);
      const runnerTrace: Trace = [];
      const viaRunner = withMiddlewares(scenario.handler(runnerTrace), scenario.middlewares(runnerTrace));
      const event = scenario.event ?? { body: 'x' };
      const expected = await outcome(() => viaMiddy(structuredClone(event), context));
      expect(await outcome(() => viaRunner(structuredClone(event), context))).toEqual(expected);
      expect(runnerTrace).toEqual(middyTrace);
    });
  }

  it('refuses a middleware with no step, as middy does', () => {
    expect(() => withMiddlewares(async () => 1, [{}])).toThrow(
      'Middleware must be an object containing at least one key among "before", "after", "onError"',
    );
  });
});

describe('withMiddlewares near the Lambda deadline', () => {
  afterEach(() => {
    vi.useRealTimers();
  });

  it('fails a call 5 ms before the deadline with a TimeoutError the onError steps answer, and aborts the handler signal', async () => {
    vi.useFakeTimers();
    let signal: AbortSignal | undefined;
    const trace: Trace = [];
    const slow = withMiddlewares<Event, unknown>(
      (_event, _context, options) => {
        signal = options.signal;
        return new Promise(() => {});
      },
      [answerErrors(trace)],
    );
    const deadline = { ...context, getRemainingTimeInMillis: () => 1000 } as Context;
    const answer = slow({}, deadline);
    await vi.advanceTimersByTimeAsync(994);
    expect(trace).toEqual([]);
    await vi.advanceTimersByTimeAsync(1);
    expect(await answer).toEqual({ statusCode: 500, body: '[AbortError]: The operation was aborted.' });
    expect(trace).toEqual(['answer.onError:[AbortError]: The operation was aborted.']);
    expect(signal?.aborted).toBe(true);
  });

  it('answers as middy does when the deadline passes (same error, same answer)', async () => {
    vi.useFakeTimers();
    const deadline = { ...context, getRemainingTimeInMillis: () => 50 } as Context;
    const middyTrace: Trace = [];
    const viaMiddy = middy<Event, unknown>()
      .handler(() => new Promise(() => {}))
      .use(answerErrors(middyTrace));
    const runnerTrace: Trace = [];
    const viaRunner = withMiddlewares<Event, unknown>(() => new Promise(() => {}), [answerErrors(runnerTrace)]);
    const both = Promise.all([viaMiddy({}, deadline), viaRunner({}, deadline)]);
    await vi.advanceTimersByTimeAsync(50);
    const [fromMiddy, fromRunner] = await both;
    expect(fromRunner).toEqual(fromMiddy);
    expect(runnerTrace).toEqual(middyTrace);
  });

  it('sets no timer without a deadline (tests, the embedded gateway) and clears it once the handler answers', async () => {
    vi.useFakeTimers();
    const quick = withMiddlewares<Event, number>(async () => 1, []);
    expect(await quick({}, context)).toBe(1);
    expect(vi.getTimerCount()).toBe(0);
    expect(await quick({}, { ...context, getRemainingTimeInMillis: () => 1000 } as Context)).toBe(1);
    expect(vi.getTimerCount()).toBe(0);
  });
});
