/**
 * Where this browser keeps a sign-in: the names Amplify's tokens and the remember-me flag are stored
 * under, and whether any are there. A leaf module (no imports but a constant), read by the Amplify
 * adapter (./amplify), its lazy loader (./auth-loader) and the tab sharing (./tab-session), so none
 * of those needs another to know the keys.
 */
import { tokenKeyPrefix } from '#shared/constants/stored-session-hint.ts';

/** Amplify keeps each token under a key with this prefix (the page's inline hint reads it too). */
export { tokenKeyPrefix };

/** localStorage flag: the last sign-in in this browser was not remembered ('false'). */
export const rememberKey = 'auth.remember';

/** Whether this browser holds tokens from an earlier sign-in (then Amplify must load to restore them). */
export function hasStoredSession(): boolean {
  // The build's prerender (no browser) renders what a signed-out visitor sees.
  if (typeof window === 'undefined') return false;
  return holdsTokens(localStorage) || holdsTokens(sessionStorage);
}

/** Whether one Web Storage area holds any of Amplify's token entries. */
function holdsTokens(storage: Storage): boolean {
  for (let index = 0; index < storage.length; index++) {
    if (storage.key(index)?.startsWith(tokenKeyPrefix)) return true;
  }
  return false;
}
