import { changeEmail } from '#shared/api/routes/change-email.ts';
import { route } from '../http/route';
import { routeMetrics } from '../http/metrics';
import { clientOf, takeRateLimits } from '../services/abuse-limits';
import { changeEmail as change } from '../services/email-change';

export const handler = route(
  changeEmail,
  async ({ principal, record, body, event }) => {
    // Before any other answer: "in use" is learnt no faster than the limits allow.
    await takeRateLimits('emailChange', { client: clientOf(event), account: principal.userId, address: body.email });
    return change(record.account, body.email, body.currentPassword);
  },
  routeMetrics,
);
