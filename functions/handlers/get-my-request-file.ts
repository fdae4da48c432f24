import { getMyRequestFile } from '#shared/api/routes/get-my-request-file.ts';
import { route } from '../http/route';
import { myRequestFileUrl } from '../services/request-files';

export const handler = route(getMyRequestFile, async ({ principal, params, query }) =>
  myRequestFileUrl(principal.userId, params.type, params.requestId, query.file),
);
