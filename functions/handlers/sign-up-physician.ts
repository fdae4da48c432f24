import { signUpPhysician } from '../../shared/api/routes/sign-up-physician';
import { route } from '../lib/route';
import { signUp } from '../lib/signup';

export const handler = route(signUpPhysician, async ({ body }) => {
  const { confirmPassword: _confirm, terms: _terms, ...input } = body;
  await signUp(input, 'physician');
  return { email: input.email };
});
