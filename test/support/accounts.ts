/**
 * Real accounts for tests, made directly against the embedded stack the way the product's own
 * signup leaves them: a Cognito user (created silently, permanent password, in its role's group
 * when a physician or approved)
 * and the account record written by the same data function the API uses.
 */
import { randomUUID } from 'node:crypto';
import {
  AdminAddUserToGroupCommand,
  AdminCreateUserCommand,
  AdminGetUserCommand,
  AssociateSoftwareTokenCommand,
  InitiateAuthCommand,
  AdminSetUserPasswordCommand,
  RespondToAuthChallengeCommand,
  SetUserMFAPreferenceCommand,
  VerifySoftwareTokenCommand,
} from '@aws-sdk/client-cognito-identity-provider';
import type * as AccountsData from '#functions/adapters/accounts.ts';
import type { Account } from '#shared/api/account.ts';
import type { Role } from '#shared/access.ts';
import { cognitoClient } from './clients';
import type { ProvidedStack } from './test-stack';
import { totpCode } from './totp';

export interface TestAccountOptions {
  readonly role?: Role;
  readonly approved?: boolean;
  readonly emailVerified?: boolean;
  readonly email?: string;
  readonly password?: string;
  readonly firstName?: string;
  readonly lastName?: string;
  /** Practice fields; physicians get a complete set by default. */
  readonly practiceState?: string;
  readonly resident?: boolean;
  readonly years?: string;
  readonly speciality?: string;
  readonly bio?: string;
  /**
   * Two-step sign-in (TOTP) set up in the pool and recorded, as the product leaves it. Default: on
   * for approved staff and admins (the dashboard needs it), off for everyone else.
   */
  readonly twoStep?: boolean;
}

export interface TestAccount {
  readonly userId: string;
  readonly email: string;
  readonly password: string;
  readonly account: Account;
  /** The TOTP secret, when two-step sign-in is on (totpCode makes its codes). */
  readonly totpSecret?: string;
}

/** TOTP secrets by lower-cased e-mail: signInTokens and the e2e login answer the code step with them. */
const totpSecrets = new Map<string, string>();

/** The TOTP secret of a test account whose two-step sign-in is on, if any. */
export function totpSecretOf(email: string): string | undefined {
  return totpSecrets.get(email.toLowerCase());
}

/** Notes a secret set up outside createTestAccount (e.g. through the web app in an e2e test). */
export function rememberTotpSecret(email: string, secret: string): void {
  totpSecrets.set(email.toLowerCase(), secret);
}

export interface Tokens {
  readonly accessToken: string;
  readonly idToken: string;
  readonly refreshToken: string;
}

let dataModule: Promise<typeof AccountsData> | undefined;

/**
 * The repositories read their configuration from process.env at import, as in a Lambda; this test
 * process gets the functions' environment before the first import.
 */
function accountsData(stack: ProvidedStack) {
  if (!dataModule) {
    for (const [name, value] of Object.entries(stack.functionEnv)) if (name !== 'NODE_OPTIONS') process.env[name] = value;
    dataModule = import('#functions/adapters/accounts.ts');
  }
  return dataModule;
}

/** A fresh e-mail address nobody else in the run uses. */
export function uniqueEmail(label = 'user'): string {
  return `${label}-${randomUUID().slice(0, 8)}@example.test`;
}

/** A password that satisfies the product's policy. */
export function strongPassword(): string {
  return `Pw-${randomUUID().slice(0, 10)}A1!`;
}

/** Creates a signed-up account of any role/approval/verification combination. */
export async function createTestAccount(stack: ProvidedStack, options: TestAccountOptions = {}): Promise<TestAccount> {
  const role = options.role ?? 'physician';
  const email = options.email ?? uniqueEmail(role);
  const password = options.password ?? strongPassword();
  const emailVerified = options.emailVerified ?? true;
  // Only admins start approved: staff wait for an admin, and physicians do not need approval.
  const approved = options.approved ?? role === 'admin';
  const firstName = options.firstName ?? 'Test';
  const lastName = options.lastName ?? role.charAt(0).toUpperCase() + role.slice(1);
  const cognito = cognitoClient(stack);
  const userPoolId = stack.resources.userPoolId;

  await cognito.send(
    new AdminCreateUserCommand({
      UserPoolId: userPoolId,
      Username: email,
      MessageAction: 'SUPPRESS',
      UserAttributes: [
        { Name: 'email', Value: email },
        { Name: 'email_verified', Value: String(emailVerified) },
        { Name: 'given_name', Value: firstName },
        { Name: 'family_name', Value: lastName },
      ],
    }),
  );
  await cognito.send(new AdminSetUserPasswordCommand({ UserPoolId: userPoolId, Username: email, Password: password, Permanent: true }));
  const user = await cognito.send(new AdminGetUserCommand({ UserPoolId: userPoolId, Username: email }));
  const userId = user.UserAttributes?.find((attribute) => attribute.Name === 'sub')?.Value;
  if (!userId) throw new Error(`cognito-local returned ${email} without a sub`);
  // As the product leaves them: physicians in their group from signup, staff and admins only once
  // approved. cognito-local finds group members by sub, not e-mail.
  if (role === 'physician' || approved) {
    await cognito.send(new AdminAddUserToGroupCommand({ UserPoolId: userPoolId, Username: userId, GroupName: role }));
  }

  const practice =
    role === 'physician'
      ? {
          practiceState: options.practiceState ?? 'CA',
          resident: options.resident ?? false,
          ...((options.resident ?? false) ? {} : { years: options.years ?? '5' }),
          speciality: options.speciality ?? 'cardiology',
        }
      : {};
  const { createAccount } = await accountsData(stack);
  const created = await createAccount(userId, {
    email,
    firstName,
    lastName,
    role,
    approved,
    emailVerified,
    joiningDate: Date.now(),
    ...(options.bio ? { bio: options.bio } : {}),
    ...practice,
  });
  // Staff set two-step up at their first sign-in once their e-mail is verified, before approval.
  if (!(options.twoStep ?? (role !== 'physician' && (approved || emailVerified)))) return { userId, email, password, account: created };
  const totpSecret = await turnOnTwoStep(stack, { userId, email, password });
  return { userId, email, password, account: { ...created, mfaEnabled: true }, totpSecret };
}

/** Two-step sign-in on, as the product leaves it: TOTP set up in the pool, then `mfaEnabled` on the record. Returns the secret. */
export async function turnOnTwoStep(stack: ProvidedStack, account: { userId: string; email: string; password: string }): Promise<string> {
  const totpSecret = await setUpTotp(stack, account.email, account.password);
  const { markTwoStepEnabled } = await accountsData(stack);
  await markTwoStepEnabled(account.userId);
  return totpSecret;
}

/** What a person does in the app: associate an authenticator, prove a code, make TOTP the sign-in's second step. */
export async function setUpTotp(stack: ProvidedStack, email: string, password: string): Promise<string> {
  const cognito = cognitoClient(stack);
  const { accessToken } = await signInTokens(stack, email, password);
  const { SecretCode } = await cognito.send(new AssociateSoftwareTokenCommand({ AccessToken: accessToken }));
  if (!SecretCode) throw new Error('no TOTP secret');
  await cognito.send(new VerifySoftwareTokenCommand({ AccessToken: accessToken, UserCode: totpCode(SecretCode) }));
  await cognito.send(new SetUserMFAPreferenceCommand({ AccessToken: accessToken, SoftwareTokenMfaSettings: { Enabled: true, PreferredMfa: true } }));
  rememberTotpSecret(email, SecretCode);
  return SecretCode;
}

/**
 * Signs in as the app does (USER_PASSWORD_AUTH) and returns the tokens; an account with two-step
 * sign-in answers the SOFTWARE_TOKEN_MFA challenge with a code from its secret (or `totpSecret`).
 */
export async function signInTokens(stack: ProvidedStack, email: string, password: string, totpSecret = totpSecretOf(email)): Promise<Tokens> {
  const cognito = cognitoClient(stack);
  let result = await cognito.send(
    new InitiateAuthCommand({
      AuthFlow: 'USER_PASSWORD_AUTH',
      ClientId: stack.resources.userPoolClientId,
      AuthParameters: { USERNAME: email, PASSWORD: password },
    }),
  );
  if (result.ChallengeName === 'SOFTWARE_TOKEN_MFA') {
    if (!totpSecret) throw new Error(`${email} has two-step sign-in on, and no TOTP secret is known`);
    result = await cognito.send(
      new RespondToAuthChallengeCommand({
        ClientId: stack.resources.userPoolClientId,
        ChallengeName: 'SOFTWARE_TOKEN_MFA',
        Session: result.Session,
        ChallengeResponses: { USERNAME: result.ChallengeParameters?.USER_ID_FOR_SRP ?? email, SOFTWARE_TOKEN_MFA_CODE: totpCode(totpSecret) },
      }),
    );
  }
  const tokens = result.AuthenticationResult;
  if (!tokens?.AccessToken || !tokens.IdToken || !tokens.RefreshToken) throw new Error(`${email} could not sign in`);
  return { accessToken: tokens.AccessToken, idToken: tokens.IdToken, refreshToken: tokens.RefreshToken };
}

/** fetch against the API as `accessToken`, JSON in and out. */
export async function callApi(
  stack: ProvidedStack,
  accessToken: string,
  method: string,
  path: string,
  body?: unknown,
): Promise<{ status: number; body: unknown }> {
  const response = await fetch(`${stack.urls.api}${path}`, {
    method,
    headers: {
      authorization: `Bearer ${accessToken}`,
      ...(body !== undefined ? { 'content-type': 'application/json' } : {}),
    },
    ...(body !== undefined ? { body: JSON.stringify(body) } : {}),
  });
  const text = await response.text();
  return { status: response.status, body: text ? (JSON.parse(text) as unknown) : undefined };
}
