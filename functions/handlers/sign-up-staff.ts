import { contract } from '../../shared/api/contract';
import { route } from '../lib/route';
import { signUp } from '../lib/signup';

export const handler = route(contract.signUpStaff, async ({ body }) => {
  const { confirmPassword: _confirm, ...input } = body;
  // Staff start unapproved; an admin approves them (spec §4).
  await signUp(input, 'staff');
  return { email: input.email };
});
