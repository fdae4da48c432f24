import type { APIGatewayProxyEventV2, Context } from 'aws-lambda';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import * as z from 'zod/mini';
import '#shared/zod-locale.ts';
import type { Account } from '#shared/api/account.ts';
import * as messages from '#shared/messages.ts';
import type { RouteDefinition } from '#shared/api/contract.ts';
import type { AccountRecord } from '../adapters/accounts';
import type { MetricsArgument } from './route-core';

// The account record each call finds (undefined: none), and the reads the factory makes.
const stored: { record: AccountRecord | undefined } = { record: undefined };
const getAccountRecord = vi.fn(async (_userId: string) => stored.record);
const recordTwoStepLost = vi.fn(async (_userId: string, _now: number) => undefined);
vi.mock('../adapters/accounts', () => ({ getAccountRecord, recordTwoStepLost }));
// What the pool says of the caller (second-factor check of staff and admin routes).
const pool: { state: { totp: boolean; changedAt: number } | undefined } = { state: { totp: true, changedAt: 0 } };
const poolSignInState = vi.fn(async (_userId: string) => pool.state);
const signOutEverywhere = vi.fn(async (_userId: string) => undefined);
vi.mock('../adapters/user-pool', () => ({ poolSignInState, signOutEverywhere }));
const { notFound } = await import('./errors');
const { route: signedInRoute } = await import('./route');
const { staffRoute: secondFactorRoute } = await import('./staff-route');
const { forgetPoolStates } = await import('./second-factor');
const { routeMetrics } = await import('./metrics');
const { accessTable } = await import('#shared/access.ts');
/** The factory a handler of that level uses: staff and admin routes take staffRoute. */
const route = <R extends RouteDefinition>(definition: R, implementation: Parameters<typeof signedInRoute<R>>[1], ...metrics: MetricsArgument<R>) =>
  (accessTable[definition.access].needsTwoStep ? secondFactorRoute : signedInRoute)(definition, implementation, ...metrics);

const context = { awsRequestId: 'req-1' } as Context;

/** What the handlers print (Powertools writes to the streams directly), line by line. */
function captureOutput(): { lines: string[]; restore: () => void } {
  const lines: string[] = [];
  const spies = [process.stdout, process.stderr].map((stream) =>
    vi.spyOn(stream, 'write').mockImplementation((chunk: string | Uint8Array) => {
      lines.push(...String(chunk).split('\n').filter(Boolean));
      return true;
    }),
  );
  return { lines, restore: () => spies.forEach((spy) => spy.mockRestore()) };
}

function event(overrides: Partial<APIGatewayProxyEventV2> & { claims?: Record<string, string> } = {}): APIGatewayProxyEventV2 {
  const { claims, ...rest } = overrides;
  return {
    version: '2.0',
    routeKey: 'POST /notes/{noteId}',
    rawPath: '/notes/n1',
    rawQueryString: '',
    headers: { 'content-type': 'application/json' },
    isBase64Encoded: false,
    requestContext: { ...(claims ? { authorizer: { jwt: { claims, scopes: null } } } : {}) },
    ...rest,
  } as unknown as APIGatewayProxyEventV2;
}

const noteRoute = {
  id: 'updateNote',
  method: 'POST',
  path: '/notes/{noteId}',
  area: 'account',
  access: 'signedIn',
  summary: 'test route',
  params: z.object({ noteId: z.string().check(z.minLength(1)) }),
  body: z.object({ title: z.string().check(z.minLength(1, 'Title is required')), pages: z.number().check(z.int(), z.lte(10)) }),
  response: z.object({ noteId: z.string(), title: z.string(), owner: z.string() }),
} as const satisfies RouteDefinition;

const signedIn = { sub: 'user-1', 'cognito:groups': '[physician]', auth_time: '1700000000' };

function account(overrides: Partial<Account> = {}): Account {
  return {
    userId: 'user-1',
    email: 'dr@example.com',
    firstName: 'Ada',
    lastName: 'Lovelace',
    role: 'physician',
    approved: true,
    emailVerified: true,
    mfaEnabled: true,
    joiningDate: 1,
    chaptersDone: [],
    ...overrides,
  };
}

beforeEach(() => {
  stored.record = { account: account() };
  for (const mock of [getAccountRecord, recordTwoStepLost, poolSignInState, signOutEverywhere]) mock.mockClear();
});

describe('route factory', () => {
  const handler = route(noteRoute, async ({ principal, params, body }) => ({
    noteId: params.noteId,
    title: body.title,
    owner: principal.userId,
    internalKey: 'USER#user-1', // must not leave the function
  }));

  it('hands the validated input and the token’s identity to the implementation', async () => {
    const response = await handler(
      event({ claims: signedIn, pathParameters: { noteId: 'n1' }, body: JSON.stringify({ title: 'Offer', pages: 3 }) }),
      context,
    );
    expect(response.statusCode).toBe(200);
    expect(JSON.parse(response.body as string)).toEqual({ noteId: 'n1', title: 'Offer', owner: 'user-1' });
    expect(response.headers?.['cache-control']).toBe('no-store');
  });

  it('answers 401 without verified claims and never runs the implementation', async () => {
    const implementation = vi.fn();
    const guarded = route(noteRoute, implementation);
    const response = await guarded(event({ pathParameters: { noteId: 'n1' }, body: '{}' }), context);
    expect(response.statusCode).toBe(401);
    expect(implementation).not.toHaveBeenCalled();
  });

  it('answers 400 naming every bad field', async () => {
    const response = await handler(
      event({ claims: signedIn, pathParameters: { noteId: 'n1' }, body: JSON.stringify({ title: '', pages: 99 }) }),
      context,
    );
    expect(response.statusCode).toBe(400);
    const { error } = JSON.parse(response.body as string);
    expect(error.code).toBe('validation_failed');
    expect(error.fields).toEqual({ title: 'Title is required', pages: expect.any(String) });
    expect(error.message).toMatch(/title/);
    expect(error.message).toMatch(/pages/);
  });

  it('answers 415 for a body that is not JSON', async () => {
    const response = await handler(event({ claims: signedIn, pathParameters: { noteId: 'n1' }, body: '{oops' }), context);
    expect(response.statusCode).toBe(415);
    expect(JSON.parse(response.body as string).error.code).toBe('bad_request');
  });

  it('sends thrown HTTP errors as they are', async () => {
    const missing = route(noteRoute, async () => {
      throw notFound('No such note.');
    });
    const response = await missing(
      event({ claims: signedIn, pathParameters: { noteId: 'n1' }, body: JSON.stringify({ title: 'a', pages: 1 }) }),
      context,
    );
    expect(response.statusCode).toBe(404);
    expect(JSON.parse(response.body as string)).toEqual({ error: { code: 'not_found', message: 'No such note.' } });
  });

  it('hides the cause of any other error behind a generic 500 and logs it as one JSON line with the request id', async () => {
    const { lines, restore } = captureOutput();
    const broken = route(noteRoute, async () => {
      throw new Error('connect ECONNREFUSED 10.0.0.1:443 secret-table (Offer Letter)');
    });
    const response = await broken(
      event({ claims: signedIn, pathParameters: { noteId: 'n1' }, body: JSON.stringify({ title: 'Offer Letter', pages: 1 }) }),
      context,
    );
    restore();
    expect(response.statusCode).toBe(500);
    expect(response.body).not.toMatch(/ECONNREFUSED|secret/);
    expect(lines).toHaveLength(1);
    expect(JSON.parse(lines[0] as string)).toMatchObject({
      level: 'ERROR',
      message: 'Unhandled error',
      function_request_id: 'req-1',
      cold_start: expect.any(Boolean),
      // The cause stays readable; what the caller sent does not reach the log.
      error: { name: 'Error', message: 'connect ECONNREFUSED 10.0.0.1:443 secret-table ([redacted])' },
    });
  });

  it('publishes the route’s metric once per successful call, as EMF, and nothing for a refused or failed one', async () => {
    const counted = route(
      { ...noteRoute, metric: 'NotesUpdated' },
      async ({ principal, params, body }) => {
        if (body.title === 'fail') throw new Error('boom');
        return { noteId: params.noteId, title: body.title, owner: principal.userId };
      },
      routeMetrics,
    );
    const call = (body: unknown) => counted(event({ claims: signedIn, pathParameters: { noteId: 'n1' }, body: JSON.stringify(body) }), context);
    const { lines, restore } = captureOutput();
    expect((await call({ title: 'Offer', pages: 3 })).statusCode).toBe(200);
    expect((await call({ title: '', pages: 3 })).statusCode).toBe(400);
    expect((await call({ title: 'fail', pages: 3 })).statusCode).toBe(500);
    restore();
    const metrics = lines.map((line) => JSON.parse(line) as Record<string, unknown>).filter((entry) => '_aws' in entry);
    expect(metrics).toHaveLength(1);
    expect(metrics[0]).toMatchObject({
      NotesUpdated: 1,
      _aws: { CloudWatchMetrics: [{ Metrics: [{ Name: 'NotesUpdated', Unit: 'Count' }] }] },
    });
  });

  it('refuses to build a route that names a metric without the metrics to count it (its handler passes routeMetrics)', () => {
    const uncounted = { ...noteRoute, metric: 'NotesUpdated' } as RouteDefinition;
    expect(() => route(uncounted, async () => ({ noteId: 'n1', title: 'a', owner: 'x' }))).toThrow(
      /counts NotesUpdated: its handler passes routeMetrics/,
    );
  });

  it('publishes nothing for a route without a metric', async () => {
    const { lines, restore } = captureOutput();
    const response = await handler(
      event({ claims: signedIn, pathParameters: { noteId: 'n1' }, body: JSON.stringify({ title: 'Offer', pages: 3 }) }),
      context,
    );
    restore();
    expect(response.statusCode).toBe(200);
    expect(lines).toEqual([]);
  });

  it('refuses a caller outside the route’s groups with 403 before reading any record', async () => {
    const staffRoute = { ...noteRoute, access: 'staff' } as const satisfies RouteDefinition;
    const implementation = vi.fn();
    const staffOnly = route(staffRoute, implementation);
    const response = await staffOnly(
      event({ claims: signedIn, pathParameters: { noteId: 'n1' }, body: JSON.stringify({ title: 'a', pages: 1 }) }),
      context,
    );
    expect(response.statusCode).toBe(403);
    expect(implementation).not.toHaveBeenCalled();
    expect(getAccountRecord).not.toHaveBeenCalled();
  });

  it('will not build a staff or admin route without the second-factor check', () => {
    expect(() => signedInRoute({ ...noteRoute, access: 'staff' }, vi.fn())).toThrow(/second-factor check/);
    expect(() => signedInRoute({ ...noteRoute, access: 'admin' }, vi.fn())).toThrow(/second-factor check/);
  });

  it('hands the checked record to the implementation', async () => {
    const implementation = vi.fn(async () => ({ noteId: 'n1', title: 'a', owner: 'x' }));
    const guarded = route(noteRoute, implementation);
    await guarded(event({ claims: signedIn, pathParameters: { noteId: 'n1' }, body: JSON.stringify({ title: 'a', pages: 1 }) }), context);
    expect(getAccountRecord).toHaveBeenCalledWith('user-1');
    expect(implementation).toHaveBeenCalledWith(expect.objectContaining({ record: stored.record }));
  });
});

describe('the record check on every signed-in route', () => {
  const body = JSON.stringify({ title: 'a', pages: 1 });
  const routeFor = (access: RouteDefinition['access'], serves?: RouteDefinition['serves']) =>
    route({ ...noteRoute, access, ...(serves ? { serves } : {}) } as RouteDefinition, async () => ({ noteId: 'n1', title: 'a', owner: 'x' }));
  const call = async (
    access: RouteDefinition['access'],
    groups: string,
    found: Partial<Account> | undefined,
    extra: { serves?: RouteDefinition['serves']; authTime?: string; sessionsValidAfter?: number } = {},
  ) => {
    stored.record = found
      ? { account: account(found), ...(extra.sessionsValidAfter !== undefined ? { sessionsValidAfter: extra.sessionsValidAfter } : {}) }
      : undefined;
    // Staff and admin sessions last 12 hours: theirs began just now unless the test says when.
    const authTime = extra.authTime ?? (found?.role === 'staff' || found?.role === 'admin' ? String(Math.floor(Date.now() / 1000)) : undefined);
    const claims = { sub: 'user-1', 'cognito:groups': groups, ...(authTime !== undefined ? { auth_time: authTime } : {}) };
    const response = await routeFor(access, extra.serves)(event({ claims, pathParameters: { noteId: 'n1' }, body }), context);
    return { status: response.statusCode, error: response.statusCode === 200 ? undefined : JSON.parse(response.body as string).error };
  };

  it('serves a verified physician on physician routes, and refuses an unverified one with 403', async () => {
    expect((await call('physician', '[physician]', {})).status).toBe(200);
    const refused = await call('physician', '[physician]', { emailVerified: false });
    expect(refused.status).toBe(403);
    expect(refused.error.message).toMatch(/verify your e-mail/);
  });

  it('refuses an unverified physician on signed-in routes unless the route serves unverified accounts', async () => {
    expect((await call('signedIn', '[physician]', { emailVerified: false })).status).toBe(403);
    expect((await call('signedIn', '[physician]', { emailVerified: false }, { serves: ['unverified', 'unapproved'] })).status).toBe(200);
  });

  it('admits approved staff whose e-mail became unverified (spec §4), refuses unapproved staff with the spec’s text', async () => {
    expect((await call('staff', '[staff]', { role: 'staff', approved: true, emailVerified: false })).status).toBe(200);
    const refused = await call('staff', '[staff]', { role: 'staff', approved: false, emailVerified: true });
    expect(refused.status).toBe(403);
    expect(refused.error.message).toBe('Your staff account is not approved! Please request the administrator for approval.');
    expect((await call('signedIn', '', { role: 'staff', approved: false, emailVerified: true })).status).toBe(403);
    expect(
      (await call('signedIn', '', { role: 'staff', approved: false, emailVerified: false }, { serves: ['unverified', 'unapproved'] })).status,
    ).toBe(200);
  });

  it('refuses approved staff and admins without two-step sign-in on staff and admin routes with 403 two_step_required, and serves them on signed-in routes', async () => {
    for (const role of ['staff', 'admin'] as const) {
      const refused = await call('staff', `[${role}]`, { role, approved: true, mfaEnabled: false });
      expect(refused.status).toBe(403);
      expect(refused.error).toEqual({ code: 'two_step_required', message: messages.twoStep.required });
      expect((await call('staff', `[${role}]`, { role, approved: true, mfaEnabled: undefined })).error?.code).toBe('two_step_required');
      expect((await call('signedIn', `[${role}]`, { role, approved: true, mfaEnabled: false })).status).toBe(200);
    }
    expect((await call('admin', '[admin]', { role: 'admin', approved: true, mfaEnabled: false })).error?.code).toBe('two_step_required');
    expect((await call('physician', '[physician]', { mfaEnabled: false })).status).toBe(200);
  });

  it('refuses a record of the wrong role even when the token’s groups fit', async () => {
    expect((await call('staff', '[staff]', { role: 'physician' })).status).toBe(403);
    expect((await call('admin', '[admin]', { role: 'staff', approved: true })).status).toBe(403);
    expect((await call('physician', '[physician]', { role: 'staff', approved: true })).status).toBe(403);
  });

  it('serves an approved admin on admin and staff routes, and refuses an unapproved one', async () => {
    expect((await call('admin', '[admin]', { role: 'admin', approved: true })).status).toBe(200);
    expect((await call('staff', '[admin]', { role: 'admin', approved: true, emailVerified: false })).status).toBe(200);
    expect((await call('admin', '[admin]', { role: 'admin', approved: false })).status).toBe(403);
  });

  it('answers 404 when the record is gone, unless the route serves deleted accounts', async () => {
    expect((await call('signedIn', '[physician]', undefined)).status).toBe(404);
    expect((await call('signedIn', '[physician]', undefined, { serves: ['unverified', 'unapproved', 'deleted'] })).status).toBe(200);
  });

  it('refuses with 401 session_ended a token of a session begun before the record’s sessionsValidAfter (refreshed or not)', async () => {
    const ended = await call('signedIn', '[physician]', {}, { authTime: '1700000000', sessionsValidAfter: 1700000001 });
    expect(ended.status).toBe(401);
    expect(ended.error).toEqual({ code: 'session_ended', message: 'Your session has ended. Please log in again.' });
    // Same second: the browser that made the change signs in again at once.
    expect((await call('signedIn', '[physician]', {}, { authTime: '1700000001', sessionsValidAfter: 1700000001 })).status).toBe(200);
    expect((await call('signedIn', '[physician]', {}, { authTime: '1700000002', sessionsValidAfter: 1700000001 })).status).toBe(200);
    // A refreshed token is newly issued but carries its session's auth_time: still refused.
    const refreshed = await routeFor('signedIn')(
      event({
        claims: { sub: 'user-1', 'cognito:groups': '[physician]', auth_time: '1700000000', iat: '1700000900' },
        pathParameters: { noteId: 'n1' },
        body,
      }),
      context,
    );
    expect(refreshed.statusCode).toBe(401);
    // A token without auth_time cannot prove its session is recent.
    expect((await call('signedIn', '[physician]', {}, { sessionsValidAfter: 1700000001 })).status).toBe(401);
    expect((await call('signedIn', '[physician]', {})).status).toBe(200);
  });

  it('ends staff and admin sessions 12 hours after the sign-in, refreshed or not; physicians keep theirs', async () => {
    const now = Math.floor(Date.now() / 1000);
    for (const role of ['staff', 'admin'] as const) {
      expect((await call('signedIn', `[${role}]`, { role, approved: true, mfaEnabled: true }, { authTime: String(now - 11 * 3600) })).status).toBe(
        200,
      );
      const ended = await call('staff', `[${role}]`, { role, approved: true, mfaEnabled: true }, { authTime: String(now - 12 * 3600 - 5) });
      expect(ended.error?.code).toBe('session_ended');
      expect((await call('signedIn', `[${role}]`, { role, approved: true }, { authTime: String(now - 13 * 3600) })).status).toBe(401);
    }
    expect((await call('physician', '[physician]', {}, { authTime: String(now - 30 * 24 * 3600) })).status).toBe(200);
  });

  it('reads no record on public routes', async () => {
    await call('public', '', {});
    expect(getAccountRecord).not.toHaveBeenCalled();
  });
});

describe("the pool's word on a staff member's second factor (staff and admin routes)", () => {
  const body = JSON.stringify({ title: 'a', pages: 1 });
  const staffOnly = route({ ...noteRoute, access: 'staff' }, async () => ({ noteId: 'n1', title: 'a', owner: 'x' }));
  const call = async (authTime = Math.floor(Date.now() / 1000)) => {
    const response = await staffOnly(
      event({ claims: { sub: 'user-1', 'cognito:groups': '[staff]', auth_time: String(authTime) }, pathParameters: { noteId: 'n1' }, body }),
      context,
    );
    return { status: response.statusCode, error: response.statusCode === 200 ? undefined : JSON.parse(response.body as string).error };
  };

  beforeEach(() => {
    forgetPoolStates();
    pool.state = { totp: true, changedAt: 0 };
    stored.record = { account: account({ role: 'staff', approved: true, mfaEnabled: true }) };
  });

  it('serves staff whose TOTP is still on in the pool, asking the pool at most once a minute', async () => {
    expect((await call()).status).toBe(200);
    expect((await call()).status).toBe(200);
    expect(poolSignInState).toHaveBeenCalledTimes(1);
    expect(recordTwoStepLost).not.toHaveBeenCalled();
  });

  it('refuses with two_step_required, records it and ends every session when TOTP was turned off behind the product', async () => {
    pool.state = { totp: false, changedAt: 0 };
    const refused = await call();
    expect(refused).toEqual({ status: 403, error: { code: 'two_step_required', message: messages.twoStep.required } });
    expect(recordTwoStepLost).toHaveBeenCalledWith('user-1', expect.any(Number));
    expect(signOutEverywhere).toHaveBeenCalledWith('user-1');
  });

  it('ends a session begun before the pool user last changed (a password changed through Cognito itself), and one whose pool user is gone', async () => {
    const now = Math.floor(Date.now() / 1000);
    pool.state = { totp: true, changedAt: (now - 60) * 1000 };
    expect((await call(now - 120)).error?.code).toBe('session_ended');
    expect((await call(now - 60)).status).toBe(200);
    forgetPoolStates();
    pool.state = undefined;
    expect((await call()).error?.code).toBe('session_ended');
  });

  it('asks nothing of the pool for a record without two-step (the record check refuses it first)', async () => {
    stored.record = { account: account({ role: 'staff', approved: true, mfaEnabled: false }) };
    expect((await call()).error?.code).toBe('two_step_required');
    expect(poolSignInState).not.toHaveBeenCalled();
  });
});
