import { createRequestUpload } from '#shared/api/routes/create-request-upload.ts';
import { route } from '../http/route';
import { takeAccountLimit } from '../services/account-limits';
import { createRequestUpload as create } from '../services/request-uploads';

export const handler = route(createRequestUpload, async ({ principal }) => {
  // Each form lets a 20 MB PDF into the bucket: a daily allowance per account (rate-limits.ts).
  await takeAccountLimit('requestUpload', principal.userId);
  return create(principal.userId);
});
