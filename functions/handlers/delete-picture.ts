import { deletePicture } from '#shared/api/routes/delete-picture.ts';
import { route } from '../http/route';
import { deletePicture as remove } from '../services/pictures';

export const handler = route(deletePicture, async ({ principal }) => {
  await remove(principal.userId);
  return undefined;
});
