import { signUpStaff } from '../../shared/api/routes/sign-up-staff';
import { route } from '../lib/route';
import { signUp } from '../lib/signup';

export const handler = route(signUpStaff, async ({ body }) => {
  const { confirmPassword: _confirm, ...input } = body;
  // Staff start unapproved; an admin approves them (spec §4).
  await signUp(input, 'staff');
  return { email: input.email };
});
