import { signUpStaff } from '#shared/api/routes/sign-up-staff.ts';
import { clientOf, takeRateLimits } from '../services/abuse-limits';
import { route } from '../http/route';
import { routeMetrics } from '../http/metrics';
import { signUp } from '../services/signup';

export const handler = route(
  signUpStaff,
  async ({ body, event }) => {
    // Shares the physician signup's counters: one address, one client, whichever form.
    await takeRateLimits('signup', { client: clientOf(event), address: body.email });
    const { confirmPassword: _confirm, ...input } = body;
    // Staff start unapproved; an admin approves them (spec §4).
    const { verificationEmail } = await signUp(input, 'staff');
    return { email: input.email, verificationEmail };
  },
  routeMetrics,
);
