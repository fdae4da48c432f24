import { markContactMessageHandled } from '#shared/api/routes/mark-contact-message-handled.ts';
import { route } from '../http/route';
import { handleContactMessage } from '../services/contact-messages';

export const handler = route(markContactMessageHandled, async ({ params, record }) => handleContactMessage(params.messageId, record.account));
