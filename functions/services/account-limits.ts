import { takeAllowance } from '../adapters/rate-limit-counters';
import { tooManyRequests } from '../http/errors';
import { rateLimits, type RateLimitedAction } from './rate-limits';

/** The actions counted per account alone (no client, no address): a signed-in caller's own allowance. */
export type AccountLimitedAction = {
  [A in RateLimitedAction]: keyof (typeof rateLimits)[A]['max'] extends 'account' ? A : never;
}[RateLimitedAction];

/**
 * Takes one request from the caller's own counter of `action` (rate-limits.ts), or throws 429 with
 * the action's message and a Retry-After. Counted in the table (RATELIMIT#<action>#account#<hash>),
 * so the limit holds in AWS and in the embedded stack alike. Unlike abuse-limits.ts it counts no
 * client, so the route needs no origin secret (and a cold start reads none).
 */
export async function takeAccountLimit(action: AccountLimitedAction, userId: string, now = Date.now()): Promise<void> {
  const limits = rateLimits[action];
  const allowance = await takeAllowance(action, 'account', userId, { max: limits.max.account, windowSeconds: limits.windowSeconds }, now);
  if (!allowance.allowed) throw tooManyRequests(limits.message, allowance.retryAfterSeconds);
}
