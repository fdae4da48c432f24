import * as z from 'zod/mini';
import '../zod-locale';

/** A visitor's message from the Contact page (spec §3), as staff read it on the Messages tab. */
export const contactMessageRowSchema = z.object({
  messageId: z.string(),
  name: z.string(),
  email: z.string(),
  message: z.string(),
  createdAt: z.number(),
  /** When a staff member marked it handled, and who (their name as the record had it then). */
  handledAt: z.optional(z.number()),
  handledBy: z.optional(z.string()),
});
export type ContactMessageRow = z.infer<typeof contactMessageRowSchema>;

/** The Messages tab's filter: every message, or those no one has marked handled yet. */
export const contactMessageFilters = ['all', 'unhandled'] as const;
export type ContactMessageFilter = (typeof contactMessageFilters)[number];
export const contactMessageFilterSchema = z.enum(contactMessageFilters);

/** A page of contact messages, newest first; `cursor` asks for the next one. */
export const contactMessagePageSchema = z.object({ messages: z.array(contactMessageRowSchema), cursor: z.optional(z.string()) });

/** A message id in a path: the UUID the API gave it. */
export const contactMessageParamsSchema = z.object({
  messageId: z.string().check(z.regex(/^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/, 'Unknown message.')),
});
