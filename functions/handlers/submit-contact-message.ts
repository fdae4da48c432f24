import { submitContactMessage } from '../../shared/api/routes/submit-contact-message';
import { saveContactMessage } from '../adapters/contact-messages';
import { clientOf, takeRateLimits } from '../services/abuse-limits';
import { route } from '../http/route';

export const handler = route(submitContactMessage, async ({ body, event }) => {
  await takeRateLimits('contact', { client: clientOf(event), address: body.email.toLowerCase() });
  const { messageId } = await saveContactMessage(body);
  return { messageId };
});
