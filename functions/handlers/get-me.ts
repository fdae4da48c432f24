import { getMe } from '../../shared/api/routes/get-me';
import { getAccountWithPicture } from '../data/accounts';
import { pictureUrl } from '../data/picture-url';
import { notFound } from '../lib/errors';
import { route } from '../lib/route';

export const handler = route(getMe, async ({ principal }) => {
  const found = await getAccountWithPicture(principal.userId);
  if (!found) throw notFound('Account not found.');
  return found.pictureKey ? { ...found.account, pictureUrl: await pictureUrl(found.pictureKey) } : found.account;
});
