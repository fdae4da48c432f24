import * as z from 'zod/mini';
import '#shared/zod-locale.ts';
import { contactMessageSchema } from '#shared/forms/contact.ts';
import { defineRoute } from '../route-definition';

export const submitContactMessage = defineRoute('submitContactMessage', {
  method: 'POST',
  path: '/contact-messages',
  area: 'site',
  access: 'public',
  summary: "A visitor's message from the Contact page, stored for staff; repeated submissions from one address are limited (429).",
  body: contactMessageSchema,
  response: z.object({ messageId: z.string() }),
  successStatus: 201,
  metric: 'ContactMessages',
  // The message and its sender's counter only: no account record.
  needs: { table: { access: 'write', partitions: ['CONTACT', 'RATELIMIT'] }, originSecret: true },
  // Stores what strangers send.
  throttle: { rateLimit: 2, burstLimit: 5 },
});
