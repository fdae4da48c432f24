import {
  AdminAddUserToGroupCommand,
  AdminCreateUserCommand,
  AdminDeleteUserCommand,
  AdminRemoveUserFromGroupCommand,
  AdminGetUserCommand,
  AdminSetUserMFAPreferenceCommand,
  AdminSetUserPasswordCommand,
  AdminUpdateUserAttributesCommand,
  AdminUserGlobalSignOutCommand,
  CognitoIdentityProviderClient,
  InitiateAuthCommand,
  ListUsersCommand,
} from '@aws-sdk/client-cognito-identity-provider';
import * as z from 'zod/mini';
import '#shared/zod-locale.ts';
import type { Role } from '#shared/access.ts';
import { parseEnv } from './env';

// Created once per container; the endpoint comes from the standard AWS variables. Only handlers
// that call the pool import this module, so only they carry the Cognito client.
const env = parseEnv({ USER_POOL_ID: z.string().check(z.minLength(1)), USER_POOL_CLIENT_ID: z.string().check(z.minLength(1)) });
export const cognito = new CognitoIdentityProviderClient({});
const UserPoolId = env.USER_POOL_ID;

/*
 * Users are addressed by their sub (the account's userId) once created: both Cognito and the
 * embedded pool accept it as the user name, and it never changes when the e-mail does.
 */

/** Creates a confirmed user with a permanent password, sending nothing (our links do the e-mail). */
export async function createPoolUser(input: { email: string; firstName: string; lastName: string }): Promise<string> {
  const { User } = await cognito.send(
    new AdminCreateUserCommand({
      UserPoolId,
      Username: input.email,
      MessageAction: 'SUPPRESS',
      UserAttributes: [
        { Name: 'email', Value: input.email },
        { Name: 'email_verified', Value: 'false' },
        { Name: 'given_name', Value: input.firstName },
        { Name: 'family_name', Value: input.lastName },
      ],
    }),
  );
  const sub = User?.Attributes?.find((attribute) => attribute.Name === 'sub')?.Value;
  if (!sub) throw new Error('the user pool created a user without a sub');
  return sub;
}

export async function setPoolPassword(userId: string, password: string): Promise<void> {
  await cognito.send(new AdminSetUserPasswordCommand({ UserPoolId, Username: userId, Password: password, Permanent: true }));
}

export async function addPoolUserToGroup(userId: string, role: Role): Promise<void> {
  await cognito.send(new AdminAddUserToGroupCommand({ UserPoolId, Username: userId, GroupName: role }));
}

export async function deletePoolUser(userId: string): Promise<void> {
  await cognito.send(new AdminDeleteUserCommand({ UserPoolId, Username: userId }));
}

/**
 * Signs in with an e-mail and password through the app client (InitiateAuth needs no IAM grant)
 * and discards the tokens: only whether the pool accepts the password matters. The pool's error
 * is thrown as it is (see isWrongPasswordError, isTooManyAttemptsError).
 */
export async function checkPoolPassword(email: string, password: string): Promise<void> {
  await cognito.send(
    new InitiateAuthCommand({
      AuthFlow: 'USER_PASSWORD_AUTH',
      ClientId: env.USER_POOL_CLIENT_ID,
      AuthParameters: { USERNAME: email, PASSWORD: password },
    }),
  );
}

/** AWS answers a wrong password with NotAuthorizedException, cognito-local with InvalidPasswordException. */
export function isWrongPasswordError(error: unknown): boolean {
  const name = (error as Error)?.name;
  return name === 'NotAuthorizedException' || name === 'InvalidPasswordException' || name === 'UserNotFoundException';
}

/** The pool's refusal of too many sign-in attempts, by name or (cognito-local) by message. */
export function isTooManyAttemptsError(error: unknown): boolean {
  const name = (error as Error)?.name;
  return name === 'TooManyRequestsException' || name === 'LimitExceededException' || /attempts exceeded/i.test((error as Error)?.message ?? '');
}

/** A password the pool's own policy refuses (should it ever be stricter than the shared schema). */
export function isPasswordPolicyError(error: unknown): boolean {
  return (error as Error)?.name === 'InvalidPasswordException';
}

export function isUserNotFoundError(error: unknown): boolean {
  return (error as Error)?.name === 'UserNotFoundException';
}

/** Revokes every refresh token of the user, so no session can be renewed (access tokens expire on their own). */
export async function signOutEverywhere(userId: string): Promise<void> {
  await cognito.send(new AdminUserGlobalSignOutCommand({ UserPoolId, Username: userId })).catch((error: Error) => {
    // A user already deleted has no sessions left to end.
    if (error.name !== 'UserNotFoundException') throw error;
  });
}

/** Sets the e-mail and whether it is verified; the embedded pool wants `email` beside `email_verified`. */
export async function setPoolEmail(userId: string, email: string, verified: boolean): Promise<void> {
  await cognito.send(
    new AdminUpdateUserAttributesCommand({
      UserPoolId,
      Username: userId,
      UserAttributes: [
        { Name: 'email', Value: email },
        { Name: 'email_verified', Value: String(verified) },
      ],
    }),
  );
}

/** The sub of the user signing in with `email`, or undefined when there is none. */
export async function findPoolUserId(email: string): Promise<string | undefined> {
  try {
    const user = await cognito.send(new AdminGetUserCommand({ UserPoolId, Username: email }));
    return user.UserAttributes?.find((attribute) => attribute.Name === 'sub')?.Value;
  } catch (error) {
    if ((error as Error).name === 'UserNotFoundException') return undefined;
    throw error;
  }
}

/** Whether the pool asks this user for a TOTP code at sign-in (software-token MFA on). */
export async function hasPoolTotp(userId: string): Promise<boolean> {
  return (await poolSignInState(userId))?.totp ?? false;
}

/**
 * What the pool says of a user's sign-in now: whether TOTP is on, and when the user last changed
 * (a password, an attribute, an MFA setting: UserLastModifiedDate, epoch ms). Undefined when the
 * user is gone.
 */
export async function poolSignInState(userId: string): Promise<{ readonly totp: boolean; readonly changedAt: number } | undefined> {
  try {
    const user = await cognito.send(new AdminGetUserCommand({ UserPoolId, Username: userId }));
    return { totp: user.UserMFASettingList?.includes('SOFTWARE_TOKEN_MFA') ?? false, changedAt: user.UserLastModifiedDate?.getTime() ?? 0 };
  } catch (error) {
    if ((error as Error).name === 'UserNotFoundException') return undefined;
    throw error;
  }
}

/** The pool's e-mail and first name of a user (given_name, set at signup), or undefined when the user is gone. */
export async function getPoolContact(userId: string): Promise<{ readonly email: string; readonly firstName: string } | undefined> {
  try {
    const user = await cognito.send(new AdminGetUserCommand({ UserPoolId, Username: userId }));
    const attribute = (name: string) => user.UserAttributes?.find((candidate) => candidate.Name === name)?.Value;
    const email = attribute('email');
    return email ? { email, firstName: attribute('given_name') ?? '' } : undefined;
  } catch (error) {
    if ((error as Error).name === 'UserNotFoundException') return undefined;
    throw error;
  }
}

/** The pool's e-mail of a user, or undefined when the user is gone. */
export async function getPoolEmail(userId: string): Promise<string | undefined> {
  return (await getPoolContact(userId))?.email;
}

export function isUserExistsError(error: unknown): boolean {
  return (error as Error)?.name === 'UsernameExistsException' || (error as Error)?.name === 'AliasExistsException';
}

export async function removePoolUserFromGroup(userId: string, role: Role): Promise<void> {
  await cognito.send(new AdminRemoveUserFromGroupCommand({ UserPoolId, Username: userId, GroupName: role }));
}

/** Every user id (sub) the pool holds, page after page (ListUsers: 60 a page). */
export async function poolUserIds(): Promise<Set<string>> {
  const ids = new Set<string>();
  let token: string | undefined;
  do {
    const page = await cognito.send(new ListUsersCommand({ UserPoolId, Limit: 60, ...(token ? { PaginationToken: token } : {}) }));
    for (const user of page.Users ?? []) {
      const sub = user.Attributes?.find((attribute) => attribute.Name === 'sub')?.Value;
      if (sub) ids.add(sub);
    }
    token = page.PaginationToken;
  } while (token);
  return ids;
}

/**
 * Turns the user's TOTP off in the pool (an admin's reset after a lost phone): the pool stops
 * asking for a code at sign-in. False when the user is gone.
 */
export async function turnOffPoolTotp(userId: string): Promise<boolean> {
  try {
    await cognito.send(
      new AdminSetUserMFAPreferenceCommand({ UserPoolId, Username: userId, SoftwareTokenMfaSettings: { Enabled: false, PreferredMfa: false } }),
    );
    return true;
  } catch (error) {
    if ((error as Error).name === 'UserNotFoundException') return false;
    throw error;
  }
}
