import { getMe } from '#shared/api/routes/get-me.ts';
import { route } from '../http/route';
import { accountView } from '../services/pictures';

// The route factory has loaded (and checked) the record.
export const handler = route(getMe, async ({ record }) => accountView(record));
