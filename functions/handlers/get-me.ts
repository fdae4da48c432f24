import { getMe } from '../../shared/api/routes/get-me';
import { pictureUrl } from '../adapters/picture-url';
import { route } from '../http/route';

// The route factory has loaded (and checked) the record.
export const handler = route(getMe, async ({ record }) =>
  record.pictureKey ? { ...record.account, pictureUrl: await pictureUrl(record.pictureKey) } : record.account,
);
