import { listContactMessages } from '#shared/api/routes/list-contact-messages.ts';
import { staffRoute } from '../http/staff-route';
import { readContactMessages } from '../services/contact-messages';

export const handler = staffRoute(listContactMessages, async ({ query }) => readContactMessages(query.filter ?? 'all', query.cursor));
