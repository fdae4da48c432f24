import { physicianSignupSchema } from '#shared/forms/signup.ts';
import { signupPoolActions, signupResultSchema } from '../route-schemas';
import { defineRoute } from '../route-definition';

export const signUpPhysician = defineRoute('signUpPhysician', {
  method: 'POST',
  path: '/signup',
  area: 'account',
  access: 'public',
  summary: 'Creates a physician account (pool user, group, record), all or nothing, and e-mails a verification link (queued when SES refuses).',
  body: physicianSignupSchema,
  response: signupResultSchema,
  successStatus: 201,
  metric: 'PhysicianSignups',
  needs: {
    table: { access: 'write', partitions: ['USER', 'LINK', 'RATELIMIT', 'RESERVATION'] },
    userPool: signupPoolActions,
    email: true,
    originSecret: true,
  },
  // Creates a pool user and sends a mail.
  throttle: { rateLimit: 5, burstLimit: 10 },
});
