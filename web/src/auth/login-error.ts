import * as messages from '#shared/messages.ts';
import { SignInEnded } from './sign-in-ended';

export { SignInEnded };

const tooManyAttemptNames = new Set(['TooManyRequestsException', 'LimitExceededException', 'TooManyFailedAttemptsException']);

/**
 * What the login page says when signing in failed (spec §8): the pool's lock-out and throttling
 * give the "too many attempts" text; everything else "An error occured: …" with a sentence a
 * person understands rather than an exception name.
 */
export function loginFailureMessage(error: unknown): string {
  const name = (error as { name?: unknown } | null)?.name;
  const message = error instanceof Error ? error.message : '';
  // Cognito locks an account after repeated wrong passwords with this NotAuthorizedException.
  if ((typeof name === 'string' && tooManyAttemptNames.has(name)) || /attempts exceeded/i.test(message)) {
    return messages.auth.tooManyAttempts;
  }
  // cognito-local says InvalidPasswordException where Cognito says NotAuthorizedException.
  if (name === 'NotAuthorizedException' || name === 'UserNotFoundException' || name === 'InvalidPasswordException') {
    return messages.auth.loginOther('Incorrect e-mail or password.');
  }
  if (name === 'NetworkError' || name === 'TypeError' || /network|failed to fetch/i.test(message)) {
    return messages.auth.loginOther('The sign-in service could not be reached. Check your connection and try again.');
  }
  return messages.auth.loginOther(message || 'Something went wrong. Please try again.');
}

/**
 * What the login page says when a TOTP code was refused: a wrong or stale code can be tried again;
 * an expired challenge (3 minutes in AWS), or a sign-in that ended after the code, means starting
 * over with the password (`restart`).
 */
export function codeFailure(error: unknown): { message: string; restart: boolean } {
  if (error instanceof SignInEnded) return { message: loginFailureMessage(error.reason), restart: true };
  const name = (error as { name?: unknown } | null)?.name;
  if (name === 'CodeMismatchException' || name === 'EnableSoftwareTokenMFAException') return { message: messages.twoStep.wrongCode, restart: false };
  if (name === 'NotAuthorizedException' || name === 'SignInException') return { message: messages.twoStep.loginExpired, restart: true };
  return { message: loginFailureMessage(error), restart: false };
}
