import * as profileMessages from '#shared/messages/profile.ts';
import { checkPoolPassword, isTooManyAttemptsError, isWrongPasswordError } from '../adapters/user-pool';
import { badRequest, tooManyRequests } from '../http/errors';

/**
 * Re-verifies the caller's current password before a sensitive change (password, e-mail, account
 * deletion), as the spec asks for the password change: by signing in with it. A wrong password is
 * a 400 on `currentPassword` with the spec's text; nothing has changed yet when it is thrown.
 */
export async function verifyCurrentPassword(email: string, password: string): Promise<void> {
  try {
    await checkPoolPassword(email, password);
  } catch (error) {
    if (isTooManyAttemptsError(error)) throw tooManyRequests(profileMessages.currentPasswordAttempts);
    if (isWrongPasswordError(error)) {
      throw badRequest(profileMessages.wrongCurrentPassword, { currentPassword: profileMessages.wrongCurrentPassword });
    }
    throw error;
  }
}
