import { deletePicture } from '../../shared/api/routes/delete-picture';
import { setPictureKey } from '../data/accounts';
import { deleteObject } from '../data/uploads';
import { notFound } from '../lib/errors';
import { route } from '../lib/route';

export const handler = route(deletePicture, async ({ principal }) => {
  const { found, replaced } = await setPictureKey(principal.userId, undefined);
  if (!found) throw notFound('Account not found.');
  if (replaced) await deleteObject(replaced);
  return undefined;
});
