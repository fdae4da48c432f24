import { submitContactMessage } from '../../shared/api/routes/submit-contact-message';
import { saveContactMessage } from '../data/contact-messages';
import { clientOf, takeRateLimits } from '../lib/abuse-limits';
import { route } from '../lib/route';

export const handler = route(submitContactMessage, async ({ body, event }) => {
  await takeRateLimits('contact', { client: clientOf(event), address: body.email.toLowerCase() });
  const { messageId } = await saveContactMessage(body);
  return { messageId };
});
