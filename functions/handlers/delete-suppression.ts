import { deleteSuppression } from '#shared/api/routes/delete-suppression.ts';
import { staffRoute } from '../http/staff-route';
import { liftSuppression } from '../services/suppressions';

export const handler = staffRoute(deleteSuppression, async ({ params }) => {
  await liftSuppression(params.suppressionId);
  return undefined;
});
