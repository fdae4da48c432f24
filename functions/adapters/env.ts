import * as z from 'zod/mini';
import type * as core from 'zod/v4/core';
import '#shared/zod-locale.ts';

/**
 * Reads the variables a module needs once, at cold start, and fails fast naming each one that is
 * missing or malformed, so a misconfigured function never answers a request.
 */
export function parseEnv<T extends core.$ZodShape>(shape: T, env: NodeJS.ProcessEnv = process.env): z.infer<z.ZodMiniObject<T>> {
  const result = z.object(shape).safeParse(env);
  if (!result.success) {
    const names = result.error.issues.map((issue) => `${issue.path.join('.')} (${issue.message})`);
    throw new Error(`Configuration error: ${names.join(', ')}`);
  }
  return result.data;
}
