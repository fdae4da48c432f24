import { listContactMessages } from '#shared/api/routes/list-contact-messages.ts';
import { route } from '../http/route';
import { readContactMessages } from '../services/contact-messages';

export const handler = route(listContactMessages, async ({ query }) => readContactMessages(query.filter ?? 'all', query.cursor));
