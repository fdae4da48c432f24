import * as z from 'zod/mini';
import '../zod-locale';

/**
 * Where a page of an index list continues: opaque to the browser (the API encodes the list's own
 * key and checks it when it comes back, functions/adapters/list-cursor.ts). Only its shape is
 * checked here, so a made-up value fails with 400 naming `cursor`.
 */
export const listCursorSchema = z.string().check(z.regex(/^[A-Za-z0-9_-]{1,400}$/, 'Unknown cursor.'));

/** The query of a paged list: the cursor of the page to read, none for the first. */
export const listQuerySchema = z.object({ cursor: z.optional(listCursorSchema) });
