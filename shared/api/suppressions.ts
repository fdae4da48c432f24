import * as z from 'zod/mini';
import '../zod-locale';

/**
 * An address the product stopped mailing (decision 0018), as admins see it: the address, why
 * (a permanent bounce or a complaint, with SES's detail), when, and its id (the hash it is keyed by).
 */
export const suppressionRowSchema = z.object({
  suppressionId: z.string(),
  email: z.string(),
  reason: z.enum(['bounce', 'complaint']),
  detail: z.string(),
  at: z.number(),
});
export type SuppressionRow = z.infer<typeof suppressionRowSchema>;

/** A page of suppressions, newest first; `cursor` asks for the next one. */
export const suppressionPageSchema = z.object({ suppressions: z.array(suppressionRowSchema), cursor: z.optional(z.string()) });

export const suppressionParamsSchema = z.object({
  suppressionId: z.string().check(z.regex(/^[0-9a-f]{64}$/, 'Unknown suppression.')),
});
