import { submitCompensationConsult } from '#shared/api/routes/submit-compensation-consult.ts';
import { route } from '../http/route';
import { routeMetrics } from '../http/metrics';
import { takeAccountLimit } from '../services/account-limits';
import { submitRequest } from '../services/request-submission';

export const handler = route(
  submitCompensationConsult,
  async ({ record, body: { key, ...form } }) => {
    // Each request's PDF is parsed whole, then read by the contract reader: a daily allowance per account, both types together (rate-limits.ts).
    await takeAccountLimit('requestSubmission', record.account.userId);
    return submitRequest(record.account, key, { type: 'compensationConsult', ...form });
  },
  routeMetrics,
);
