import { submitContractReview } from '#shared/api/routes/submit-contract-review.ts';
import { route } from '../http/route';
import { routeMetrics } from '../http/metrics';
import { submitRequest } from '../services/request-submission';

export const handler = route(
  submitContractReview,
  async ({ record, body: { key, ...form } }) => submitRequest(record.account, key, { type: 'contractReview', ...form }),
  routeMetrics,
);
