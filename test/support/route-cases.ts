/**
 * What the hardening suites read from the route contract, so a route added to shared/api/contract.ts
 * is covered without anyone editing them: a path for any route, which of its inputs name an object
 * (an id or a key), and what a caller of each kind must be answered (shared/access.ts).
 */
import type * as z from 'zod/mini';
import { accountRefusal, groupsAllow, type AccountState, type Role, type Viewer } from '#shared/access.ts';
import type { RouteDefinition } from '#shared/api/route-definition.ts';
import { errorCodes } from '#shared/api/errors.ts';

/** zod/mini's definition of a schema: its kind, and for the kinds read here their parts. */
interface SchemaDef {
  readonly type: string;
  readonly shape?: Record<string, z.ZodMiniType>;
  readonly entries?: Record<string, string>;
  readonly values?: readonly unknown[];
  readonly in?: z.ZodMiniType;
  readonly innerType?: z.ZodMiniType;
}

export function defOf(schema: z.ZodMiniType): SchemaDef {
  return (schema as unknown as { _zod: { def: SchemaDef } })._zod.def;
}

/** The object shape behind a body schema (through pipes, refinements and optionals), if it has one. */
export function shapeOf(schema: z.ZodMiniType | undefined): Record<string, z.ZodMiniType> | undefined {
  for (let current = schema; current;) {
    const def = defOf(current);
    if (def.type === 'object') return def.shape;
    current = def.in ?? def.innerType;
  }
  return undefined;
}

/** The `{name}` placeholders of a route's path, in order. */
export function pathParamNames(route: RouteDefinition): string[] {
  return [...route.path.matchAll(/\{(\w+)\}/g)].map((match) => match[1]!);
}

/** A path parameter that names a thing rather than choosing among fixed values (an enum or a literal). */
function namesSomething(schema: z.ZodMiniType | undefined): boolean {
  const type = schema ? defOf(schema).type : 'string';
  return type !== 'enum' && type !== 'literal';
}

// A body or query field that names an object: `key`, `uploadKey`, `id`, `requestId`, `userIds`…
const idFieldName = /^(key|id)$|(Key|Id|Ids)$/;

/**
 * The inputs of a route that name an object (path parameters other than fixed choices; body and
 * query fields named like an id or a key), as `params.requestId`, `body.key`. Public routes take
 * secrets (link tokens), not objects: possession is the authority, so they have none.
 */
export function objectInputs(route: RouteDefinition): string[] {
  if (route.access === 'public') return [];
  const params = route.params ? shapeOf(route.params) : undefined;
  const found = pathParamNames(route)
    .filter((name) => namesSomething(params?.[name]))
    .map((name) => `params.${name}`);
  for (const [where, schema] of [
    ['body', route.body],
    ['query', route.query],
  ] as const) {
    for (const name of Object.keys(shapeOf(schema) ?? {})) if (idFieldName.test(name)) found.push(`${where}.${name}`);
  }
  return found;
}

/** A value the schema accepts for a path parameter, when one of a few plain ones does ('x' otherwise). */
export function sampleParam(schema: z.ZodMiniType | undefined): string {
  if (!schema) return 'x';
  const def = defOf(schema);
  if (def.type === 'enum' && def.entries) return Object.values(def.entries)[0]!;
  if (def.type === 'literal' && def.values) return String(def.values[0]);
  return ['2', '1', 'abc'].find((value) => schema.safeParse(value).success) ?? 'x';
}

/** The route's path (without the stage) with `params`, or a plausible value for each placeholder. */
export function pathOf(route: RouteDefinition, params: Record<string, string> = {}): string {
  const shape = route.params ? shapeOf(route.params) : undefined;
  return route.path.replace(/\{(\w+)\}/g, (_, name: string) => encodeURIComponent(params[name] ?? sampleParam(shape?.[name])));
}

/** Who calls: an account of some kind, as its token's groups and its record say. */
export interface CallerAccount {
  readonly viewer: Viewer;
  /** The Cognito groups its token carries: its role once a physician or approved, none before. */
  readonly groups: readonly string[];
}

export function groupsOf(role: Role, approved: boolean): string[] {
  return role === 'physician' || approved ? [role] : [];
}

/**
 * What the API must answer a caller: the refusal status and error code, or 'admitted' (anything but
 * 401/403; the input decides the rest). The order is the route factory's: the gateway's JWT check
 * (401), the token's groups (403), then the record through accountRefusal.
 */
export type Expected = { readonly refused: 401 | 403; readonly code?: string } | 'admitted';

export function expectedAnswer(route: RouteDefinition, caller: CallerAccount | 'no valid token'): Expected {
  if (route.access === 'public') return 'admitted';
  if (caller === 'no valid token') return { refused: 401 };
  if (!groupsAllow(route.access, caller.groups)) return { refused: 403, code: errorCodes.forbidden };
  const refusal = accountRefusal(caller.viewer, route.access, (route.serves ?? []) as readonly AccountState[]);
  if (refusal === null) return 'admitted';
  return { refused: 403, code: refusal === 'twoStepRequired' ? errorCodes.twoStepRequired : errorCodes.forbidden };
}

/**
 * Whether an answer's body reveals anything: a refusal's body is the error alone (the API's
 * `{ error: { code, message, fields? } }`, or the gateway's `{ message }`).
 */
export function revealsData(body: unknown): boolean {
  if (body === undefined || body === null) return false;
  if (typeof body !== 'object' || Array.isArray(body)) return true;
  const keys = Object.keys(body);
  if (keys.length === 1 && keys[0] === 'message') return false;
  if (keys.length !== 1 || keys[0] !== 'error') return true;
  const error = (body as { error: unknown }).error;
  if (typeof error !== 'object' || error === null) return true;
  return Object.keys(error).some((key) => !['code', 'message', 'fields'].includes(key));
}

export interface RouteCall {
  readonly token?: string;
  readonly params?: Record<string, string>;
  /** Appended as the query string (already encoded). */
  readonly rawQuery?: string;
  readonly query?: Record<string, string>;
  /** JSON-encoded unless `rawBody` is given. */
  readonly body?: unknown;
  readonly rawBody?: string | Uint8Array;
  readonly headers?: Record<string, string>;
}

export interface RouteAnswer {
  readonly status: number;
  /** Parsed JSON, or the text when it is not JSON. */
  readonly body: unknown;
}

/** One call of a route through the embedded gateway (`apiUrl` is the stack's `urls.api`). */
export async function callRoute(apiUrl: string, route: RouteDefinition, call: RouteCall = {}): Promise<RouteAnswer> {
  const query = call.rawQuery ?? (call.query ? new URLSearchParams(call.query).toString() : '');
  const body = call.rawBody ?? (call.body === undefined ? undefined : JSON.stringify(call.body));
  const response = await fetch(`${apiUrl}${pathOf(route, call.params)}${query ? `?${query}` : ''}`, {
    method: route.method,
    headers: {
      ...(call.token ? { authorization: `Bearer ${call.token}` } : {}),
      ...(body !== undefined && call.rawBody === undefined ? { 'content-type': 'application/json' } : {}),
      ...call.headers,
    },
    ...(body !== undefined ? { body } : {}),
  });
  const text = await response.text();
  let parsed: unknown = text || undefined;
  try {
    parsed = text ? (JSON.parse(text) as unknown) : undefined;
  } catch {
    // not JSON: kept as text
  }
  return { status: response.status, body: parsed };
}

/** Runs `work` over `items`, `width` at a time, keeping their order. */
export async function inBatches<T, R>(items: readonly T[], width: number, work: (item: T) => Promise<R>): Promise<R[]> {
  const results: R[] = [];
  for (let start = 0; start < items.length; start += width) results.push(...(await Promise.all(items.slice(start, start + width).map(work))));
  return results;
}
