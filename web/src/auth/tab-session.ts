import { hasStoredSession, rememberKey, tokenKeyPrefix } from './token-storage';

/**
 * "Remember me" off keeps the tokens in sessionStorage, which each tab has to itself: without
 * help, a second tab of the same browser session would be signed out. Tabs of this origin share
 * such a session over a BroadcastChannel (same-origin only, like the storage itself): a new tab
 * with no tokens asks, a tab holding a session-only sign-in answers with its token entries. The
 * session still ends with the browser, as the spec asks: nothing is written to localStorage.
 * Signing out in one tab signs out the others (they drop their tokens and reload, see session.tsx).
 */

const channelName = 'physician-contracts.session';

type Message = { readonly type: 'request' } | { readonly type: 'session'; readonly entries: Record<string, string> } | { readonly type: 'signedOut' };

let channel: BroadcastChannel | undefined;
const signOutListeners = new Set<() => void>();

function sessionEntries(): Record<string, string> {
  const entries: Record<string, string> = {};
  for (let index = 0; index < sessionStorage.length; index++) {
    const key = sessionStorage.key(index);
    if (key?.startsWith(tokenKeyPrefix)) entries[key] = sessionStorage.getItem(key) ?? '';
  }
  return entries;
}

/**
 * Answers other tabs for as long as this one is open, and, when this tab starts with no tokens
 * after a session-only sign-in in this browser, borrows them from a tab that has them. Resolves
 * within `waitMs` (at once when there is nothing to ask for).
 */
export function shareSessionAcrossTabs(waitMs = 200): Promise<void> {
  if (typeof BroadcastChannel === 'undefined') return Promise.resolve();
  const tabs = new BroadcastChannel(channelName);
  channel = tabs;
  let borrowed: (() => void) | undefined;
  tabs.onmessage = ({ data }: MessageEvent<Message>) => {
    if (data.type === 'request') {
      const entries = sessionEntries();
      if (Object.keys(entries).length > 0) tabs.postMessage({ type: 'session', entries } satisfies Message);
    } else if (data.type === 'signedOut') {
      for (const key of Object.keys(sessionEntries())) sessionStorage.removeItem(key);
      for (const listener of signOutListeners) listener();
    } else if (data.type === 'session' && borrowed && !hasStoredSession()) {
      for (const [key, value] of Object.entries(data.entries)) {
        if (key.startsWith(tokenKeyPrefix)) sessionStorage.setItem(key, value);
      }
      borrowed();
    }
  };
  const sessionOnly = localStorage.getItem(rememberKey) === 'false';
  if (!sessionOnly || hasStoredSession()) return Promise.resolve();
  return new Promise<void>((resolve) => {
    const timer = setTimeout(done, waitMs);
    function done() {
      clearTimeout(timer);
      borrowed = undefined;
      resolve();
    }
    borrowed = done;
    tabs.postMessage({ type: 'request' } satisfies Message);
  });
}

/** Tells the other tabs of this browser that the session ended here. */
export function announceSignOut(): void {
  channel?.postMessage({ type: 'signedOut' } satisfies Message);
}

/** Runs `listener` when another tab signs out (its tokens are gone from this tab by then). */
export function onSignOutElsewhere(listener: () => void): () => void {
  signOutListeners.add(listener);
  return () => signOutListeners.delete(listener);
}
