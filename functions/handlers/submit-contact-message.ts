import { submitContactMessage } from '../../shared/api/routes/submit-contact-message';
import { saveContactMessage, takeContactAllowance } from '../data/contact-messages';
import { clientAddress } from '../lib/client-address';
import { tooManyRequests } from '../lib/errors';
import { route } from '../lib/route';

export const handler = route(submitContactMessage, async ({ body, event }) => {
  // The viewer's address (behind CloudFront, sourceIp is CloudFront's own edge).
  if (!(await takeContactAllowance(clientAddress(event)))) {
    throw tooManyRequests('You have sent several messages in a short time. Please try again in an hour.');
  }
  const { messageId } = await saveContactMessage(body);
  return { messageId };
});
