import { submitFeedback } from '#shared/api/routes/submit-feedback.ts';
import { route } from '../http/route';
import { submitFeedback as submit } from '../services/feedback-delivery';

export const handler = route(submitFeedback, async ({ record, params, body }) => submit(record.account, params, body));
