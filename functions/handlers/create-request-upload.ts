import { createRequestUpload } from '#shared/api/routes/create-request-upload.ts';
import { route } from '../http/route';
import { createRequestUpload as create } from '../services/request-uploads';

export const handler = route(createRequestUpload, async ({ principal }) => create(principal.userId));
