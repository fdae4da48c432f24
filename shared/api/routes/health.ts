import { healthSchema } from '../route-schemas';
import { defineRoute } from '../route-definition';

export const health = defineRoute('health', {
  method: 'GET',
  path: '/health',
  area: 'site',
  access: 'public',
  summary: 'Liveness of the API.',
  response: healthSchema,
  // Monitors and the web app's checks: cheap, so more than the rest.
  throttle: { rateLimit: 20, burstLimit: 40 },
});
