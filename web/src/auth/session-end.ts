import { errorCodes } from '#shared/api/errors.ts';
import type { ApiClient } from '../lib/api/client';

/**
 * The API answers 401 session_ended to a token issued before the account's sessions were ended (a
 * password or e-mail change, a reset: here or on another device). The browser then signs out and
 * lands on /login with a notice, except when this tab is signing in again after its own change
 * (renewSession) or another tab already did: then the call is simply made again with the new token.
 */

let renewal: Promise<unknown> | undefined;
const endedListeners = new Set<() => void>();

/** Runs `listener` when the API has said this browser's session ended (before the sign-out). */
export function onSessionEnded(listener: () => void): () => void {
  endedListeners.add(listener);
  return () => endedListeners.delete(listener);
}

/** Runs this tab's own re-sign-in; calls refused meanwhile wait for it and are retried. */
export function renewSession<T>(work: Promise<T>): Promise<T> {
  renewal = work;
  const settled = () => {
    if (renewal === work) renewal = undefined;
  };
  work.then(settled, settled);
  return work;
}

/** Pages for signed-out visitors (forms, e-mailed links): an ended session only signs out there. */
const signedOutPages = new Set(['/login', '/signup', '/staffSignup', '/forgotPassword', '/verify', '/resetPassword', '/email-change/undo']);

export function onSignedOutPage(pathname: string): boolean {
  return signedOutPages.has(pathname);
}

export function isSessionEnded(error: unknown): boolean {
  return (error as { status?: unknown; code?: unknown } | null)?.status === 401 && (error as { code?: unknown }).code === errorCodes.sessionEnded;
}

/** The API client, with ended sessions handled once for every screen. */
export function endingSessions(api: ApiClient, onEnded: () => Promise<void>): ApiClient {
  let ending: Promise<void> | undefined;
  return (async (...args: Parameters<ApiClient>) => {
    try {
      return await api(...args);
    } catch (error) {
      if (!isSessionEnded(error)) throw error;
      await renewal?.catch(() => undefined);
      try {
        // The stored token may be newer than the one refused (a re-sign-in here or in another tab).
        return await api(...args);
      } catch (again) {
        if (isSessionEnded(again)) {
          if (!ending) for (const listener of endedListeners) listener();
          ending ??= onEnded().finally(() => {
            ending = undefined;
          });
          await ending;
        }
        throw again;
      }
    }
  }) as ApiClient;
}
