import { submitContactMessage } from '#shared/api/routes/submit-contact-message.ts';
import { route } from '../http/route';
import { routeMetrics } from '../http/metrics';
import { clientOf, takeRateLimits } from '../services/abuse-limits';
import { submitContactMessage as submit } from '../services/contact-messages';

export const handler = route(
  submitContactMessage,
  async ({ body, event }) => {
    await takeRateLimits('contact', { client: clientOf(event), address: body.email.toLowerCase() });
    return submit(body);
  },
  routeMetrics,
);
