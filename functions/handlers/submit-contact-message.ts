import { submitContactMessage } from '../../shared/api/routes/submit-contact-message';
import { saveContactMessage, takeContactAllowance } from '../data/contact-messages';
import { tooManyRequests } from '../lib/errors';
import { route } from '../lib/route';

export const handler = route(submitContactMessage, async ({ body, event }) => {
  // The address API Gateway saw; the client cannot choose it.
  if (!(await takeContactAllowance(event.requestContext.http.sourceIp))) {
    throw tooManyRequests('You have sent several messages in a short time. Please try again in an hour.');
  }
  const { messageId } = await saveContactMessage(body);
  return { messageId };
});
