import type { WebConfig } from '#shared/web-config.ts';
import type * as AmplifyAuth from './amplify';
import { hasStoredSession } from './token-storage';

/**
 * Amplify Auth is about 40 KB of gzip JavaScript, more than a quarter of the first-visit budget.
 * It is loaded when there is a session to restore, on sign-in, or when a signed-in API call needs
 * a token, so a first visit to a public page never downloads it.
 */

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

/** The access token for the API; without stored tokens there is none, and Amplify stays unloaded. */
export async function accessToken(): Promise<string | undefined> {
  if (!loading && !hasStoredSession()) return undefined;
  return (await loadAuth()).accessToken();
}
