import { undoEmailChange } from '#shared/api/routes/undo-email-change.ts';
import { route } from '../http/route';
import { routeMetrics } from '../http/metrics';
import { undoEmailChange as undo } from '../services/email-change-undo';

export const handler = route(
  undoEmailChange,
  async ({ body }) => {
    await undo(body.token, body.password);
    return { status: 'restored' as const };
  },
  routeMetrics,
);
