import { requestPasswordReset } from '#shared/api/routes/request-password-reset.ts';
import { route } from '../http/route';
import { clientOf, takeRateLimits } from '../services/abuse-limits';
import { requestPasswordReset as request } from '../services/password-reset-request';

/**
 * Forgot password. The answer, and the calls made to give it, are the same whether or not an
 * account uses the address, and whether or not a link was sent a minute ago, so it tells nobody
 * who has an account: the mail is queued either way (services/password-reset-request.ts).
 */
export const handler = route(requestPasswordReset, async ({ body, event }) => {
  // Counted for every address, known or not, so a refusal says nothing about who has an account.
  await takeRateLimits('passwordReset', { client: clientOf(event), address: body.email });
  await request(body.email);
  return { status: 'sent' as const };
});
