import type { APIGatewayProxyEventV2 } from 'aws-lambda';
import * as z from 'zod/mini';
import '#shared/zod-locale.ts';
import { takeAllowance } from '../adapters/rate-limit-counters';
import { clientAddress, clientKey } from '../http/client-address';
import { parseEnv } from '../adapters/env';
import { tooManyRequests } from '../http/errors';
import { rateLimits, type RateLimitedAction, type RateLimitScope } from './rate-limits';

/** Who a request counts against: the client always, and the address or account where the action names one. */
export type RateLimitSubjects = { readonly client: string } & Partial<Record<Exclude<RateLimitScope, 'client'>, string>>;

// Read once at cold start. Only the routes that count clients are given it (the contract's
// needs.originSecret): a route that calls clientOf without it fails at start, not silently.
const env = parseEnv({ ORIGIN_VERIFY_SECRET: z.string().check(z.minLength(32)) });

/** The client a request counts against: the viewer's address (see clientAddress for what is trusted). */
export function clientOf(event: APIGatewayProxyEventV2): string {
  return clientAddress(event, env.ORIGIN_VERIFY_SECRET);
}

// Client first: a client over its limit spends nobody's address allowance.
const order: readonly RateLimitScope[] = ['client', 'account', 'address'];

/**
 * Takes one request from one of the action's counters, or throws 429 with the action's message and a
 * Retry-After. A client is counted by clientKey: an IPv6 client by its /64, an IPv4 one by its address.
 */
export async function takeRateLimit(action: RateLimitedAction, scope: RateLimitScope, value: string, now = Date.now()): Promise<void> {
  const limits = rateLimits[action];
  const max = (limits.max as Partial<Record<RateLimitScope, number>>)[scope];
  if (max === undefined) throw new Error(`rate limit ${action} does not count by ${scope}`);
  const subject = scope === 'client' ? clientKey(value) : value;
  const allowance = await takeAllowance(action, scope, subject, { max, windowSeconds: limits.windowSeconds }, now);
  if (!allowance.allowed) throw tooManyRequests(limits.message, allowance.retryAfterSeconds);
}

/**
 * Takes one request from each of the action's counters (rate-limits.ts), stopping with 429 at the
 * first that is full. Call it before any other answer the route can give, so that no answer comes
 * faster than the limits allow.
 */
export async function takeRateLimits(action: RateLimitedAction, subjects: RateLimitSubjects, now = Date.now()): Promise<void> {
  const limited = rateLimits[action].max as Partial<Record<RateLimitScope, number>>;
  for (const scope of order) {
    if (limited[scope] === undefined) continue;
    const value = subjects[scope];
    if (value === undefined) throw new Error(`rate limit ${action} counts by ${scope} and was given none`);
    await takeRateLimit(action, scope, value, now);
  }
}
