import type * as z from 'zod/mini';
import type { Access, AccountState } from '../access';
import type { IndexPartition, TablePartition } from './table-partitions';

/**
 * What a route of the API contract is (method, path, access, schemas, needs) and the rules derived
 * from it. No schema is built here: a handler's bundle imports this and its own route module
 * (shared/api/routes/), so a cold start builds only that route's schemas, never the whole contract.
 */

import { accessTable } from '../access';

export { accessLevels, accountStates, groupsAllow, type Access, type AccountState } from '../access';

export const httpMethods = ['GET', 'POST', 'PUT', 'PATCH', 'DELETE'] as const;
export type HttpMethod = (typeof httpMethods)[number];

type AnyObjectSchema = z.ZodMiniObject;

/**
 * The part of the product a route serves. The CDK builds each area's new routes in a nested stack of
 * the API stack (docs/decisions/0025-api-growth.md); the routes that existed when it was built stay in
 * the API stack itself (infra/api-areas.ts).
 */
export const apiAreas = ['site', 'account', 'course', 'requests', 'dashboard', 'admin', 'comparison'] as const;
export type ApiArea = (typeof apiAreas)[number];

export interface RouteDefinition {
  /** Stable id; the handler lives in functions/handlers/<kebab-case id>.ts. */
  readonly id: string;
  readonly method: HttpMethod;
  /** API Gateway template form, e.g. /requests/{requestId}. */
  readonly path: string;
  /** Where the route is built: its area's nested stack, unless it predates them (decision 0025). */
  readonly area: ApiArea;
  readonly access: Access;
  /** The account states served besides the normal one (none unless listed); see accountStates. */
  readonly serves?: readonly AccountState[];
  readonly summary: string;
  readonly params?: AnyObjectSchema;
  readonly query?: AnyObjectSchema;
  readonly body?: z.ZodMiniType;
  readonly response: z.ZodMiniType;
  /** 200 unless said otherwise. */
  readonly successStatus?: 200 | 201 | 202 | 204;
  /** What the handler touches besides its input; the CDK grants exactly this and nothing else. */
  readonly needs?: RouteNeeds;
  /** The HTTP API's throttle for this route; every public route has one (defineRoute insists). */
  readonly throttle?: RouteThrottle;
  /**
   * The business metric a successful call counts (CloudWatch, embedded metric format, unit Count),
   * e.g. PhysicianSignups; none for routes whose calls mean nothing to the business.
   */
  readonly metric?: string;
  /**
   * A Lambda bigger than the default (512 MB, 10 s): memory also buys CPU (one full vCPU at 1769 MB),
   * for a route that parses an upload whole.
   */
  readonly compute?: { readonly memoryMb: number; readonly timeoutSeconds: number };
  /** The PDF parser the handler runs, if any (see PdfParsing). */
  readonly parsesPdf?: PdfParsing;
}

/**
 * A PDF parser a function loads besides its AWS clients: 'check' parses an upload whole before it is
 * kept (pdf-lib and pdf.js through unpdf, each of which must find it inert: functions/services/pdf-check.ts), 'text' reads a contract's text layer (pdf.js
 * through unpdf, functions/services/contract-reader.ts) or, for a scan, its pictures by OCR (tesseract.js, contract-ocr.ts). Declared like `needs`, so that a function
 * that does not parse PDFs is held to carrying neither (bench/function-bundles.test.ts): the parsers
 * are most of the bundle of any function that loads one (about 380 KB and 1.5 MB).
 */
export type PdfParsing = 'check' | 'text';

/**
 * API Gateway's per-route throttle: a token bucket shared by every client of the route (requests
 * per second, and the burst it absorbs), under the stage's default (50/s, burst 100), so a flood of
 * one public route answers 429 there and leaves the rest of the stage's budget to everyone else.
 * Per-client and per-address limits are the handlers' (functions/services/rate-limits.ts). The public
 * routes that send e-mail together stay within SES's default sending rate of 14 messages a second.
 */
export interface RouteThrottle {
  readonly rateLimit: number;
  readonly burstLimit: number;
}

/** The Cognito admin calls a handler may make (granted as cognito-idp:<name> on the one pool). */
export const userPoolActions = [
  'AdminCreateUser',
  'AdminDeleteUser',
  'AdminGetUser',
  'AdminSetUserPassword',
  'AdminUpdateUserAttributes',
  'AdminAddUserToGroup',
  'AdminRemoveUserFromGroup',
  'AdminListGroupsForUser',
  'AdminInitiateAuth',
  'AdminUserGlobalSignOut',
  'AdminSetUserMFAPreference',
  'AdminDisableUser',
  'AdminEnableUser',
  'ListUsers',
] as const;
export type UserPoolAction = (typeof userPoolActions)[number];

/** What a handler may do with objects under one key prefix of a bucket. */
export const objectUses = ['read', 'write', 'delete', 'list'] as const;
export type ObjectUse = (typeof objectUses)[number];

export interface ObjectGrant {
  /** Key prefix ending in '/', e.g. 'requests/'; rights stop at this prefix. */
  readonly prefix: string;
  readonly uses: readonly ObjectUse[];
}

/**
 * What a handler may do in the table, by partition (shared/api/table-partitions.ts): the CDK grants
 * the item actions only on those partitions' keys (dynamodb:LeadingKeys), and the embedded gateway
 * refuses any other key, as IAM would.
 */
export interface TableNeeds {
  /** read: GetItem, BatchGetItem, Query, ConditionCheckItem; write adds PutItem, UpdateItem, DeleteItem, BatchWriteItem. */
  readonly access: 'read' | 'write';
  /** The partitions whose items the handler reads or writes (through its key or a table Query). */
  readonly partitions: readonly TablePartition[];
  /** The lists (GSI1 partitions) the handler queries: Query on the index only, never a write. */
  readonly lists?: readonly IndexPartition[];
  /** The lists by state (GSI2 partitions: requests by type and reviewed state) the handler queries: Query on GSI2 only. */
  readonly stateLists?: readonly IndexPartition[];
  /**
   * UpdateItem of account records (USER partition) touching only these attributes, for a route
   * that otherwise only reads: IAM's dynamodb:Attributes condition (with the key attributes) and
   * ReturnValues NONE hold it there, and the embedded gateway refuses any other attribute.
   */
  readonly accountUpdates?: readonly string[];
  /**
   * UpdateItem of abuse-limit counters (RATELIMIT partition) only, for a route that otherwise only
   * reads (issue 36: the daily allowance of upload forms is counted without write access to USER).
   */
  readonly counters?: true;
}

export interface RouteNeeds {
  readonly table?: TableNeeds;
  /** The private uploads bucket (contracts, reviews, profile pictures), by key prefix. */
  readonly uploads?: readonly ObjectGrant[];
  /** The course media bucket, by key prefix. */
  readonly media?: readonly ObjectGrant[];
  /** Cognito admin calls on the user pool. */
  readonly userPool?: readonly UserPoolAction[];
  /**
   * Sends e-mail from the product's sender identity (with the configuration set that reports
   * bounces and complaints); implies reading the SUPPRESSION partition (emailReads), since the
   * mailer checks every recipient there first.
   */
  readonly email?: boolean;
  /**
   * Counts requests per client (clientOf): gets the origin secret CloudFront adds to `/api/*`, the
   * only proof that a CloudFront-Viewer-Address header was written by CloudFront.
   */
  readonly originSecret?: boolean;
}

/**
 * The table partitions a function reads because it sends mail: the mailer looks every recipient
 * up in SUPPRESSION first. Granted (GetItem only) by the CDK and allowed by the embedded gateway
 * on top of `needs.table`, so a route that mails need not list it.
 */
export const emailReads: readonly TablePartition[] = ['SUPPRESSION'];

/**
 * What the second-factor check of the levels that need two-step sign-in (staff, admin: see
 * shared/access.ts) touches on every call (functions/http/staff-route.ts): AdminGetUser (is TOTP
 * still on in the pool; when did the pool user last change), and when TOTP was turned off behind
 * the product's back, AdminUserGlobalSignOut and the caller's record (mfaEnabled removed, the
 * session cut-off, when it was noticed). defineRoute adds it to every such route's needs.
 */
export const secondFactorCheckNeeds = {
  userPool: ['AdminGetUser', 'AdminUserGlobalSignOut'],
  accountUpdates: ['mfaEnabled', 'sessionsValidAfter', 'twoStepLostAt'],
} as const satisfies { userPool: readonly UserPoolAction[]; accountUpdates: readonly string[] };

function withSecondFactorCheck(needs: RouteNeeds | undefined): RouteNeeds {
  const table = needs?.table ?? { access: 'read', partitions: ['USER'] };
  const union = <T>(a: readonly T[] | undefined, b: readonly T[]) => [...new Set([...(a ?? []), ...b])];
  return {
    ...needs,
    table: { ...table, accountUpdates: union(table.accountUpdates, secondFactorCheckNeeds.accountUpdates) },
    userPool: union(needs?.userPool, secondFactorCheckNeeds.userPool),
  };
}

/**
 * A route of the contract: its id (the handler's file name, in kebab case) and its definition.
 * Routes of a level that needs two-step sign-in get the second-factor check's needs added.
 */
export function defineRoute<const Id extends string, const R extends Omit<RouteDefinition, 'id'>>(
  id: Id,
  route: R & (R['access'] extends 'public' ? { readonly throttle: RouteThrottle } : unknown),
): R & { readonly id: Id } {
  if (!accessTable[route.access].needsTwoStep) return { ...route, id };
  return { ...route, needs: withSecondFactorCheck(route.needs), id };
}

/** functions/handlers/<file>.ts for a route id: getMe → get-me. */
export function handlerFileName(routeId: string): string {
  return routeId.replace(/[A-Z]/g, (letter) => `-${letter.toLowerCase()}`);
}

export type RouteBody<R extends RouteDefinition> = R['body'] extends z.ZodMiniType ? z.input<R['body']> : undefined;
export type RouteParams<R extends RouteDefinition> = R['params'] extends AnyObjectSchema ? z.input<R['params']> : undefined;
export type RouteQuery<R extends RouteDefinition> = R['query'] extends AnyObjectSchema ? z.input<R['query']> : undefined;
export type RouteResponse<R extends RouteDefinition> = z.output<R['response']>;
