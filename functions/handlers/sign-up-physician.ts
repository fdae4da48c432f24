import { signUpPhysician } from '#shared/api/routes/sign-up-physician.ts';
import { clientOf, takeRateLimits } from '../services/abuse-limits';
import { route } from '../http/route';
import { routeMetrics } from '../http/metrics';
import { signUp } from '../services/signup';

export const handler = route(
  signUpPhysician,
  async ({ body, event }) => {
    // Before any other answer: "in use" is learnt no faster than the limits allow.
    await takeRateLimits('signup', { client: clientOf(event), address: body.email });
    const { confirmPassword: _confirm, terms: _terms, ...input } = body;
    const { verificationEmail } = await signUp(input, 'physician');
    return { email: input.email, verificationEmail };
  },
  routeMetrics,
);
