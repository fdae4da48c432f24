import { verifyEmail } from '#shared/api/routes/verify-email.ts';
import { route } from '../http/route';
import { routeMetrics } from '../http/metrics';
import { verifyEmail as verify } from '../services/email-verification';

export const handler = route(
  verifyEmail,
  async ({ body }) => {
    const { role } = await verify(body.token);
    return { status: 'verified' as const, role };
  },
  routeMetrics,
);
