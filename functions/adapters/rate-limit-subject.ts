import { createHash } from 'node:crypto';

/**
 * What a rate-limit counter is keyed by: a hash of the address, account or client, so the table never
 * holds them in clear. A module of its own (no table client, no configuration read at import), so
 * that tests can find a counter without a function's environment.
 */
export function subjectHash(scope: string, value: string): string {
  return createHash('sha256').update(`rate-limit:${scope}:${value}`).digest('hex').slice(0, 32);
}
