import { verificationSentSchema } from '../route-schemas';
import { defineRoute } from '../route-definition';

export const sendMyVerificationEmail = defineRoute('sendMyVerificationEmail', {
  method: 'POST',
  path: '/me/verification-email',
  area: 'account',
  access: 'signedIn',
  serves: ['unverified', 'unapproved'],
  summary: "Sends a fresh verification link to the caller's own address (login of an unverified account).",
  response: verificationSentSchema,
  needs: { table: { access: 'write', partitions: ['USER', 'LINK', 'RATELIMIT'] }, email: true, originSecret: true },
});
