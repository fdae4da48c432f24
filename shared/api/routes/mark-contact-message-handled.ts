import '#shared/zod-locale.ts';
import { contactMessageParamsSchema, contactMessageRowSchema } from '../contact-messages';
import { defineRoute } from '../route-definition';

export const markContactMessageHandled = defineRoute('markContactMessageHandled', {
  method: 'PUT',
  path: '/contact-messages/{messageId}/handled',
  area: 'admin',
  access: 'staff',
  summary: 'Marks a contact message handled, once (409 when someone already did), noting when and by whom.',
  params: contactMessageParamsSchema,
  response: contactMessageRowSchema,
  // USER: the caller's record (read by the route factory; TableNeeds has one access level, so the
  // grant covers writes there too); CONTACT: the message, updated under a condition.
  needs: { table: { access: 'write', partitions: ['USER', 'CONTACT'] } },
});
