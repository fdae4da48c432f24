import { markContactMessageHandled } from '#shared/api/routes/mark-contact-message-handled.ts';
import { staffRoute } from '../http/staff-route';
import { handleContactMessage } from '../services/contact-messages';

export const handler = staffRoute(markContactMessageHandled, async ({ params, record }) => handleContactMessage(params.messageId, record.account));
