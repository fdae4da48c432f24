import { updateMe } from '#shared/api/routes/update-me.ts';
import { route } from '../http/route';
import { editProfile } from '../services/profile';

export const handler = route(updateMe, async ({ principal, body }) => editProfile(principal.userId, body));
