import { confirmPicture } from '#shared/api/routes/confirm-picture.ts';
import { route } from '../http/route';
import { confirmPicture as confirm } from '../services/pictures';

export const handler = route(confirmPicture, async ({ principal, body }) => confirm(principal.userId, body.key));
