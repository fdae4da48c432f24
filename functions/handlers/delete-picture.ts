import { deletePicture } from '../../shared/api/routes/delete-picture';
import { setPictureKey } from '../adapters/accounts';
import { deleteObject } from '../adapters/uploads';
import { notFound } from '../http/errors';
import { route } from '../http/route';

export const handler = route(deletePicture, async ({ principal }) => {
  const { found, replaced } = await setPictureKey(principal.userId, undefined);
  if (!found) throw notFound('Account not found.');
  if (replaced) await deleteObject(replaced);
  return undefined;
});
