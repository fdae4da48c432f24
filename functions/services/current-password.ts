import { InitiateAuthCommand } from '@aws-sdk/client-cognito-identity-provider';
import { messages } from '../../shared/messages';
import { badRequest, tooManyRequests } from '../http/errors';
import { cognito, userPoolClientId } from '../adapters/user-pool';

/**
 * Re-verifies the caller's current password before a sensitive change (password, e-mail, account
 * deletion), as the spec asks for the password change: by signing in with it. A wrong password is
 * a 400 on `currentPassword` with the spec's text; nothing has changed yet when it is thrown.
 * InitiateAuth needs no IAM grant; the tokens it returns are discarded.
 */
export async function verifyCurrentPassword(email: string, password: string): Promise<void> {
  try {
    await cognito.send(
      new InitiateAuthCommand({
        AuthFlow: 'USER_PASSWORD_AUTH',
        ClientId: userPoolClientId,
        AuthParameters: { USERNAME: email, PASSWORD: password },
      }),
    );
  } catch (error) {
    const name = (error as Error).name;
    if (name === 'TooManyRequestsException' || name === 'LimitExceededException' || /attempts exceeded/i.test((error as Error).message)) {
      throw tooManyRequests(messages.profile.currentPasswordAttempts);
    }
    // AWS answers a wrong password with NotAuthorizedException, cognito-local with InvalidPasswordException.
    if (name === 'NotAuthorizedException' || name === 'InvalidPasswordException' || name === 'UserNotFoundException') {
      throw badRequest(messages.profile.wrongCurrentPassword, { currentPassword: messages.profile.wrongCurrentPassword });
    }
    throw error;
  }
}
