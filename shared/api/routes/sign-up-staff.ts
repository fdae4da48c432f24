import { staffSignupSchema } from '#shared/forms/signup.ts';
import { signupPoolActions, signupResultSchema } from '../route-schemas';
import { defineRoute } from '../route-definition';

export const signUpStaff = defineRoute('signUpStaff', {
  method: 'POST',
  path: '/staff-signup',
  area: 'account',
  access: 'public',
  summary: 'Creates a staff account awaiting approval and e-mails a verification link (queued when SES refuses).',
  body: staffSignupSchema,
  response: signupResultSchema,
  successStatus: 201,
  metric: 'StaffSignups',
  needs: {
    table: { access: 'write', partitions: ['USER', 'LINK', 'RATELIMIT', 'RESERVATION'] },
    userPool: signupPoolActions,
    email: true,
    originSecret: true,
  },
  // Staff join rarely; creates a pool user and sends a mail.
  throttle: { rateLimit: 2, burstLimit: 5 },
});
