import { withdrawRequest } from '#shared/api/routes/withdraw-request.ts';
import { route } from '../http/route';
import { routeMetrics } from '../http/metrics';
import { withdrawRequest as withdraw } from '../services/request-withdrawal';

export const handler = route(
  withdrawRequest,
  async ({ principal, params }) => {
    await withdraw(principal.userId, params.type, params.requestId);
    return undefined;
  },
  routeMetrics,
);
