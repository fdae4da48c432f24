import { createFeedbackUpload } from '#shared/api/routes/create-feedback-upload.ts';
import { route } from '../http/route';
import { createFeedbackUpload as create } from '../services/feedback-upload';

export const handler = route(createFeedbackUpload, async ({ principal }) => create(principal.userId));
