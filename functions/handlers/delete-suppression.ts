import { deleteSuppression } from '#shared/api/routes/delete-suppression.ts';
import { route } from '../http/route';
import { liftSuppression } from '../services/suppressions';

export const handler = route(deleteSuppression, async ({ params }) => {
  await liftSuppression(params.suppressionId);
  return undefined;
});
