import '#shared/zod-locale.ts';
import * as z from 'zod/mini';
import { listCursorSchema } from '../list-cursor';
import { contactMessageFilterSchema, contactMessagePageSchema } from '../contact-messages';
import { defineRoute } from '../route-definition';

export const listContactMessages = defineRoute('listContactMessages', {
  method: 'GET',
  path: '/contact-messages',
  area: 'admin',
  access: 'staff',
  summary:
    'Messages: what visitors sent through the Contact page (all, or only the unhandled ones), newest first, a page at a time, each with its handled state.',
  query: z.object({ filter: z.optional(contactMessageFilterSchema), cursor: z.optional(listCursorSchema) }),
  response: contactMessagePageSchema,
  // The caller's record (USER), then one Query of the messages' list in GSI1 (All) or of the sparse
  // unhandled list in GSI2 (its items carry the whole message): no CONTACT item is read.
  needs: { table: { access: 'read', partitions: ['USER'], lists: ['CONTACT_MESSAGES'], stateLists: ['CONTACT_MESSAGES'] } },
});
