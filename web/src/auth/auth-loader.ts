import type { WebConfig } from '#shared/web-config.ts';
import type * as AmplifyAuth from './amplify';
import { hasStoredSession } from './token-storage';

/**
 * Amplify Auth is about 40 KB of gzip JavaScript, more than a quarter of the first-visit budget.
 * It is loaded when there is a session to restore, on sign-in, or when a signed-in API call needs
 * a token, so a first visit to a public page never downloads it.
 */

let config: (() => Promise<WebConfig>) | undefined;
let loading: Promise<typeof AmplifyAuth> | undefined;

/** The checked /config.json (lib/config.ts), read when Amplify loads. */
export function setAuthConfig(value: () => Promise<WebConfig>) {
  config = value;
}

export function loadAuth(): Promise<typeof AmplifyAuth> {
  loading ??= (async () => {
    if (!config) throw new Error('setAuthConfig must run before Amplify Auth loads');
    const [auth, checked] = await Promise.all([import('./amplify'), config()]);
    auth.configureAuth(checked);
    return auth;
  })();
  return loading;
}

/** The access token for the API; without stored tokens there is none, and Amplify stays unloaded. */
export async function accessToken(): Promise<string | undefined> {
  if (!loading && !hasStoredSession()) return undefined;
  return (await loadAuth()).accessToken();
}
