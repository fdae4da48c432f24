import { submitFeedback } from '#shared/api/routes/submit-feedback.ts';
import { staffRoute } from '../http/staff-route';
import { routeMetrics } from '../http/metrics';
import { submitFeedback as submit } from '../services/feedback-delivery';

export const handler = staffRoute(submitFeedback, async ({ record, params, body }) => submit(record.account, params, body), routeMetrics);
