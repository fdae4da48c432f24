import { deletePicture } from '../../shared/api/routes/delete-picture';
import { route } from '../http/route';
import { deletePicture as remove } from '../services/pictures';

export const handler = route(deletePicture, async ({ principal }) => {
  await remove(principal.userId);
  return undefined;
});
