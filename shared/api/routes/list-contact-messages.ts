import '#shared/zod-locale.ts';
import { listQuerySchema } from '../list-cursor';
import { contactMessagePageSchema } from '../contact-messages';
import { defineRoute } from '../route-definition';

export const listContactMessages = defineRoute('listContactMessages', {
  method: 'GET',
  path: '/contact-messages',
  access: 'staff',
  summary: 'Messages: what visitors sent through the Contact page, newest first, a page at a time, each with its handled state.',
  query: listQuerySchema,
  response: contactMessagePageSchema,
  // The caller's record (USER), then one Query of the messages' list in GSI1 (its items carry the
  // whole message): no CONTACT item is read.
  needs: { table: { access: 'read', partitions: ['USER'], lists: ['CONTACT_MESSAGES'] } },
});
