import { useQuery, useQueryClient } from '@tanstack/react-query';
import { createContext, useCallback, useContext, useEffect, useMemo, useRef, useState, type ReactNode } from 'react';
import type { Account } from '../../../shared/api/account';
import { useApp } from '../app-context';
import type * as AmplifyAuth from './amplify';
import { hasStoredSession, loadAuth } from './auth-loader';
import { onSignOutElsewhere, rememberKey } from './tab-session';

export type SessionStatus = 'loading' | 'signedIn' | 'signedOut';

interface Session {
  readonly status: SessionStatus;
  /** The caller's account from GET /me, once loaded. */
  readonly account: Account | undefined;
  readonly accountError: Error | null;
  /**
   * Proves the password and reads the account. The app counts as signed in only after admit():
   * the caller decides first (a refused login signs out without any signed-in UI showing). On any
   * failure no tokens are left behind.
   */
  signIn(email: string, password: string, remember: boolean): Promise<Account>;
  admit(): void;
  signOut(): Promise<void>;
  /**
   * Signs in again in place, without leaving the signed-in screens: after this browser changed the
   * sign-in e-mail, the API ends every session, this one included. Keeps "remember me" as it was.
   */
  signInAgain(email: string, password: string): Promise<void>;
}

const SessionContext = createContext<Session | null>(null);

export function SessionProvider({ children }: { children: ReactNode }) {
  const { api } = useApp();
  const queryClient = useQueryClient();
  // Without stored tokens the visitor is signed out from the first render: no flash of signed-in-only UI.
  const [status, setStatus] = useState<SessionStatus>(() => (hasStoredSession() ? 'loading' : 'signedOut'));

  // Amplify loads only when there is a session to restore (or on sign-in, below).
  const listening = useRef<Promise<typeof AmplifyAuth> | undefined>(undefined);
  // While signing in again, the sign-out of the old tokens is not the person leaving.
  const renewing = useRef(false);
  const startAuth = useCallback(() => {
    listening.current ??= loadAuth().then((auth) => {
      // Amplify's own 'signedIn' event is not enough: the session starts only once the account
      // behind the tokens is read and admitted (see signIn and admit).
      auth.onAuthEvent((event) => {
        if ((event === 'signedOut' && !renewing.current) || event === 'tokenRefresh_failure') {
          setStatus('signedOut');
          queryClient.removeQueries({ queryKey: ['me'] });
        }
      });
      return auth;
    });
    return listening.current;
  }, [queryClient]);

  useEffect(() => {
    if (!hasStoredSession()) return;
    let active = true;
    startAuth()
      .then((auth) => auth.accessToken())
      .then((token) => active && setStatus(token ? 'signedIn' : 'signedOut'))
      .catch(() => active && setStatus('signedOut'));
    return () => {
      active = false;
    };
  }, [startAuth]);

  // Signed out in another tab: this one follows, with the reload the spec's sign-out does.
  const signedIn = status === 'signedIn';
  useEffect(() => (signedIn ? onSignOutElsewhere(() => location.reload()) : undefined), [signedIn]);

  const me = useQuery({ queryKey: ['me'], queryFn: () => api('getMe'), enabled: status === 'signedIn', staleTime: 60_000 });

  const signIn = useCallback(
    async (email: string, password: string, remember: boolean) => {
      const auth = await startAuth();
      const result = await auth.signInWithPassword(email, password, remember);
      try {
        if (!result.isSignedIn) throw new Error(`Sign-in needs another step (${result.nextStep.signInStep}).`);
        return await queryClient.fetchQuery({ queryKey: ['me'], queryFn: () => api('getMe') });
      } catch (error) {
        // Tokens with no readable account behind them must not leave anyone half signed in.
        await auth.signOutUser().catch(() => undefined);
        queryClient.removeQueries({ queryKey: ['me'] });
        throw error;
      }
    },
    [api, queryClient, startAuth],
  );

  const admit = useCallback(() => setStatus('signedIn'), []);

  const signOut = useCallback(async () => {
    await (await startAuth()).signOutUser();
    queryClient.removeQueries({ queryKey: ['me'] });
    setStatus('signedOut');
  }, [queryClient, startAuth]);

  const signInAgain = useCallback(
    async (email: string, password: string) => {
      const auth = await startAuth();
      renewing.current = true;
      try {
        const result = await auth.signInWithPassword(email, password, localStorage.getItem(rememberKey) !== 'false');
        if (!result.isSignedIn) throw new Error(`Sign-in needs another step (${result.nextStep.signInStep}).`);
      } catch (error) {
        // The old tokens may be gone already: end the session cleanly rather than half.
        await auth.signOutUser().catch(() => undefined);
        queryClient.removeQueries({ queryKey: ['me'] });
        setStatus('signedOut');
        throw error;
      } finally {
        renewing.current = false;
      }
      await queryClient.invalidateQueries({ queryKey: ['me'] });
    },
    [queryClient, startAuth],
  );

  const value = useMemo<Session>(
    () => ({ status, account: me.data, accountError: me.error, signIn, admit, signOut, signInAgain }),
    [status, me.data, me.error, signIn, admit, signOut, signInAgain],
  );
  return <SessionContext.Provider value={value}>{children}</SessionContext.Provider>;
}

export function useSession(): Session {
  const session = useContext(SessionContext);
  if (!session) throw new Error('useSession outside <SessionProvider>');
  return session;
}
