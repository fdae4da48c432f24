import { describe, expect, it } from 'vitest';
import * as messages from '#shared/messages.ts';
import { codeFailure, loginFailureMessage, SignInEnded } from './login-error';

const named = (name: string, message: string) => Object.assign(new Error(message), { name });

describe('login failure messages', () => {
  it('gives the spec text for too many attempts', () => {
    expect(loginFailureMessage(named('NotAuthorizedException', 'Password attempts exceeded'))).toBe(messages.auth.tooManyAttempts);
    expect(loginFailureMessage(named('TooManyRequestsException', 'Rate exceeded'))).toBe(messages.auth.tooManyAttempts);
    expect(loginFailureMessage(named('LimitExceededException', 'Attempt limit exceeded'))).toBe(messages.auth.tooManyAttempts);
  });

  it('says "An error occured:" with a sentence for a wrong password or unknown user', () => {
    expect(loginFailureMessage(named('NotAuthorizedException', 'Incorrect username or password.'))).toBe(
      'An error occured: Incorrect e-mail or password.',
    );
    expect(loginFailureMessage(named('UserNotFoundException', 'User does not exist.'))).toBe('An error occured: Incorrect e-mail or password.');
    expect(loginFailureMessage(named('InvalidPasswordException', 'Invalid password'))).toBe('An error occured: Incorrect e-mail or password.');
  });

  it('explains a network failure and passes any other message through', () => {
    expect(loginFailureMessage(new TypeError('Failed to fetch'))).toMatch(/^An error occured: The sign-in service could not be reached/);
    expect(loginFailureMessage(new Error('Sign-in needs another step (CONFIRM_SIGN_UP).'))).toBe(
      'An error occured: Sign-in needs another step (CONFIRM_SIGN_UP).',
    );
    expect(loginFailureMessage('nonsense')).toBe('An error occured: Something went wrong. Please try again.');
  });
});

describe('code step failures', () => {
  it('asks for the code again after a wrong one, and starts over with the password once the sign-in expired or ended after the code', () => {
    expect(codeFailure(named('CodeMismatchException', 'Invalid code'))).toEqual({ message: messages.twoStep.wrongCode, restart: false });
    expect(codeFailure(named('NotAuthorizedException', 'Invalid session'))).toEqual({ message: messages.twoStep.loginExpired, restart: true });
    // The account could not be read once the code was accepted (issue 37): signed out, so back to the password.
    expect(codeFailure(new SignInEnded(new Error('Your session has ended. Please log in again.')))).toEqual({
      message: messages.auth.loginOther('Your session has ended. Please log in again.'),
      restart: true,
    });
  });
});
