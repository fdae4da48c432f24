import type { WebConfig } from '../../../shared/web-config';
import type * as AmplifyAuth from './amplify';

/**
 * Amplify Auth is about 40 KB of gzip JavaScript, more than a quarter of the first-visit budget.
 * It is loaded when there is a session to restore, on sign-in, or when a signed-in API call needs
 * a token, so a first visit to a public page never downloads it.
 */

/** Amplify keeps each token under a key with this prefix (see RememberMeStorage in ./amplify). */
export const tokenKeyPrefix = 'CognitoIdentityServiceProvider.';

let config: WebConfig | undefined;
let loading: Promise<typeof AmplifyAuth> | undefined;

export function setAuthConfig(value: WebConfig) {
  config = value;
}

export function loadAuth(): Promise<typeof AmplifyAuth> {
  loading ??= import('./amplify').then((auth) => {
    if (!config) throw new Error('setAuthConfig must run before Amplify Auth loads');
    auth.configureAuth(config);
    return auth;
  });
  return loading;
}

/** Whether this browser holds tokens from an earlier sign-in (then Amplify must load to restore them). */
export function hasStoredSession(): boolean {
  return holdsTokens(localStorage) || holdsTokens(sessionStorage);
}

/** Whether one Web Storage area holds any of Amplify's token entries. */
export function holdsTokens(storage: Storage): boolean {
  for (let index = 0; index < storage.length; index++) {
    if (storage.key(index)?.startsWith(tokenKeyPrefix)) return true;
  }
  return false;
}

/** The access token for the API; without stored tokens there is none, and Amplify stays unloaded. */
export async function accessToken(): Promise<string | undefined> {
  if (!loading && !hasStoredSession()) return undefined;
  return (await loadAuth()).accessToken();
}
