import { submitCompensationConsult } from '#shared/api/routes/submit-compensation-consult.ts';
import { route } from '../http/route';
import { routeMetrics } from '../http/metrics';
import { submitRequest } from '../services/request-submission';

export const handler = route(
  submitCompensationConsult,
  async ({ record, body: { key, ...form } }) => submitRequest(record.account, key, { type: 'compensationConsult', ...form }),
  routeMetrics,
);
