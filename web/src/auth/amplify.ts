import { Amplify } from 'aws-amplify';
import { confirmSignIn, fetchAuthSession, setUpTOTP, signIn, signOut, updateMFAPreference, verifyTOTPSetup } from 'aws-amplify/auth';
import { cognitoUserPoolsTokenProvider } from 'aws-amplify/auth/cognito';
import { Hub, type KeyValueStorageInterface } from 'aws-amplify/utils';
import type { WebConfig } from '#shared/web-config.ts';
import { announceSignOut } from './tab-session';
import { createTokenRefresher } from './token-refresher';
import { rememberKey, tokenKeyPrefix } from './token-storage';

/**
 * Amplify's token store, in localStorage when "remember me" was ticked and in sessionStorage
 * (gone with the browser session) when not. Reads look in both so a reload finds the session.
 */
class RememberMeStorage implements KeyValueStorageInterface {
  private get target(): Storage {
    return localStorage.getItem(rememberKey) === 'false' ? sessionStorage : localStorage;
  }
  remember(remember: boolean) {
    localStorage.setItem(rememberKey, String(remember));
  }
  async setItem(key: string, value: string) {
    this.target.setItem(key, value);
  }
  async getItem(key: string) {
    return sessionStorage.getItem(key) ?? localStorage.getItem(key);
  }
  async removeItem(key: string) {
    sessionStorage.removeItem(key);
    localStorage.removeItem(key);
  }
  async clear() {
    for (const storage of [sessionStorage, localStorage]) {
      for (const key of Object.keys(storage)) if (key.startsWith(tokenKeyPrefix)) storage.removeItem(key);
    }
  }
}

const storage = new RememberMeStorage();

export function configureAuth(config: WebConfig) {
  Amplify.configure({
    Auth: {
      Cognito: {
        userPoolId: config.userPoolId,
        userPoolClientId: config.userPoolClientId,
        ...(config.userPoolEndpoint ? { userPoolEndpoint: config.userPoolEndpoint } : {}),
        loginWith: { email: true },
      },
    },
  });
  cognitoUserPoolsTokenProvider.setKeyValueStorage(storage);
  // REFRESH_TOKEN_AUTH in both homes: cognito-local has no GetTokensFromRefreshToken.
  cognitoUserPoolsTokenProvider.tokenOrchestrator.setTokenRefresher(createTokenRefresher(config));
}

export async function signInWithPassword(email: string, password: string, remember: boolean) {
  const attempt = () => {
    storage.remember(remember);
    // USER_PASSWORD_AUTH in both homes: the embedded pool has no SRP.
    return signIn({ username: email, password, options: { authFlowType: 'USER_PASSWORD_AUTH' } });
  };
  try {
    return await attempt();
  } catch (error) {
    // Someone else (or an old session) is still signed in in this browser: the new sign-in wins.
    if ((error as Error).name !== 'UserAlreadyAuthenticatedException') throw error;
    await signOut();
    return attempt();
  }
}

/**
 * Signs this browser in again after its own password (or e-mail) change, which ended every session
 * of the account (the old tokens are refused and cannot be refreshed). The tokens are replaced
 * without a sign-out, so the app stays signed in throughout and no other tab is told to sign out;
 * they go to the same storage as before (the remember-me choice stands).
 */
export async function signInAgain(email: string, password: string): Promise<'signedIn' | 'codeNeeded'> {
  await cognitoUserPoolsTokenProvider.tokenOrchestrator.clearTokens();
  const result = await signIn({ username: email, password, options: { authFlowType: 'USER_PASSWORD_AUTH' } });
  // With two-step sign-in on, the pool asks for a code the person has not given here.
  if (!result.isSignedIn && result.nextStep.signInStep === 'CONFIRM_SIGN_IN_WITH_TOTP_CODE') return 'codeNeeded';
  if (!result.isSignedIn) throw new Error(`Sign-in needs another step (${result.nextStep.signInStep}).`);
  return 'signedIn';
}

/** Answers the pool's TOTP challenge of the sign-in under way (signInWithPassword's nextStep). */
export async function confirmTotpCode(code: string) {
  return confirmSignIn({ challengeResponse: code });
}

/**
 * Starts TOTP setup for the signed-in user (AssociateSoftwareToken with the access token): the
 * secret, and the otpauth:// URI an authenticator app reads from a QR code.
 */
export async function startTotpSetup(appName: string, accountName: string): Promise<{ secret: string; uri: string }> {
  const details = await setUpTOTP();
  return { secret: details.sharedSecret, uri: details.getSetupUri(appName, accountName).toString() };
}

/** Proves a code from the app (VerifySoftwareToken) and makes TOTP the sign-in's second step (SetUserMFAPreference). */
export async function finishTotpSetup(code: string): Promise<void> {
  await verifyTOTPSetup({ code });
  await updateMFAPreference({ totp: 'PREFERRED' });
}

/**
 * Drops this tab's tokens after the API said the session ended (elsewhere: a password or e-mail
 * change, a reset). Other tabs are not told: each finds out on its next call, and a tab that has
 * just signed in again (signInAgain) must keep its new session.
 */
export async function forgetEndedSession(): Promise<void> {
  await signOut();
}

export async function signOutUser() {
  await signOut();
  // Nothing left to share between tabs: later visits need not ask for a session, and open tabs end theirs.
  localStorage.removeItem(rememberKey);
  announceSignOut();
}

/** The access token to send to the API, refreshed by Amplify when close to expiry. */
export async function accessToken(): Promise<string | undefined> {
  const session = await fetchAuthSession();
  return session.tokens?.accessToken?.toString();
}

export type AuthEvent = 'signedIn' | 'signedOut' | 'tokenRefresh_failure';

/** Amplify's auth events (Hub), for the session to follow sign-in and sign-out. */
export function onAuthEvent(listener: (event: AuthEvent) => void): () => void {
  return Hub.listen('auth', ({ payload }) => {
    if (payload.event === 'signedIn' || payload.event === 'signedOut' || payload.event === 'tokenRefresh_failure') listener(payload.event);
  });
}
