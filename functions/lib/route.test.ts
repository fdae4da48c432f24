import type { APIGatewayProxyEventV2, Context } from 'aws-lambda';
import { describe, expect, it, vi } from 'vitest';
import * as z from 'zod/mini';
import '../../shared/zod-locale';
import type { RouteDefinition } from '../../shared/api/contract';
import { notFound } from './errors';
import { route } from './route';

const context = { awsRequestId: 'req-1' } as Context;

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
  access: 'signedIn',
  summary: 'test route',
  params: z.object({ noteId: z.string().check(z.minLength(1)) }),
  body: z.object({ title: z.string().check(z.minLength(1, 'Title is required')), pages: z.number().check(z.int(), z.lte(10)) }),
  response: z.object({ noteId: z.string(), title: z.string(), owner: z.string() }),
} as const satisfies RouteDefinition;

const signedIn = { sub: 'user-1', 'cognito:groups': '[physician]' };

describe('route factory', () => {
  const handler = route(noteRoute, async ({ principal, params, body }) => ({
    noteId: params.noteId,
    title: body.title,
    owner: principal.userId,
    internalKey: 'USER#user-1', // must not leave the function
  }));

  it('hands the validated input and the token’s identity to the implementation', async () => {
    const response = await handler(event({ claims: signedIn, pathParameters: { noteId: 'n1' }, body: JSON.stringify({ title: 'Offer', pages: 3 }) }), context);
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
    const response = await handler(event({ claims: signedIn, pathParameters: { noteId: 'n1' }, body: JSON.stringify({ title: '', pages: 99 }) }), context);
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
    const response = await missing(event({ claims: signedIn, pathParameters: { noteId: 'n1' }, body: JSON.stringify({ title: 'a', pages: 1 }) }), context);
    expect(response.statusCode).toBe(404);
    expect(JSON.parse(response.body as string)).toEqual({ error: { code: 'not_found', message: 'No such note.' } });
  });

  it('hides the cause of any other error behind a generic 500', async () => {
    const spy = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const broken = route(noteRoute, async () => {
      throw new Error('connect ECONNREFUSED 10.0.0.1:443 secret-table');
    });
    const response = await broken(event({ claims: signedIn, pathParameters: { noteId: 'n1' }, body: JSON.stringify({ title: 'a', pages: 1 }) }), context);
    expect(response.statusCode).toBe(500);
    expect(response.body).not.toMatch(/ECONNREFUSED|secret/);
    expect(spy).toHaveBeenCalled();
    spy.mockRestore();
  });

  it('refuses a caller outside the route’s role with 403', async () => {
    const staffRoute = { ...noteRoute, access: 'staff' } as const satisfies RouteDefinition;
    const authorize = vi.fn(async () => ({ ok: true }));
    const staffOnly = route(staffRoute, async ({ params, body }) => ({ noteId: params.noteId, title: body.title, owner: 'x' }), { authorize });
    const response = await staffOnly(event({ claims: signedIn, pathParameters: { noteId: 'n1' }, body: JSON.stringify({ title: 'a', pages: 1 }) }), context);
    expect(response.statusCode).toBe(403);
    expect(authorize).not.toHaveBeenCalled();
  });

  it('will not build a role route without a record check', () => {
    const adminRoute = { ...noteRoute, access: 'admin' } as const satisfies RouteDefinition;
    expect(() => route(adminRoute, async () => ({ noteId: '', title: '', owner: '' }))).toThrow(/authorize/);
  });
});
