import { createFeedbackUpload } from '#shared/api/routes/create-feedback-upload.ts';
import { staffRoute } from '../http/staff-route';
import { createFeedbackUpload as create } from '../services/feedback-upload';

export const handler = staffRoute(createFeedbackUpload, async ({ principal }) => create(principal.userId));
