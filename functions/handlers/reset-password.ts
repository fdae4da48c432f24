import { resetPassword } from '#shared/api/routes/reset-password.ts';
import { route } from '../http/route';
import { routeMetrics } from '../http/metrics';
import { resetPassword as reset } from '../services/password-reset';

export const handler = route(
  resetPassword,
  async ({ body }) => {
    await reset(body.token, body.password);
    return { status: 'reset' as const };
  },
  routeMetrics,
);
