import * as z from 'zod/mini';
import '../zod-locale';
import type { ApiErrorBody } from './errors';

/**
 * How a client reads an API error body (the web app's fetch wrapper). Kept apart from errors.ts, which
 * every handler imports: a handler writes this shape and never parses it, so its cold start does not
 * build this schema.
 */
export const apiErrorBodySchema: z.ZodMiniType<ApiErrorBody> = z.object({
  error: z.object({
    code: z.string(),
    message: z.string(),
    fields: z.optional(z.record(z.string(), z.string())),
  }),
});
