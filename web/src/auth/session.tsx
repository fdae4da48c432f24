import { createContext, useCallback, useContext, useEffect, useMemo, useRef, useState, type ReactNode } from 'react';
import type { Account } from '#shared/api/account.ts';
import { storedSessionAttribute } from '#shared/constants/stored-session-hint.ts';
import { useApp } from '../lib/app-context';
import { loadQueries } from '../lib/queries-loader';
import type * as AmplifyAuth from './amplify';
import { loadAuth } from './auth-loader';
import { SignInEnded } from './sign-in-ended';
import { onSessionEnded, renewSession } from './session-end';
import { onSignOutElsewhere } from './tab-session';
import { hasStoredSession } from './token-storage';

export type SessionStatus = 'loading' | 'signedIn' | 'signedOut';

interface Session {
  readonly status: SessionStatus;
  /** The caller's account from GET /me, once loaded. */
  readonly account: Account | undefined;
  readonly accountError: Error | null;
  /** The API said the session ended (a password or e-mail change, a reset): the sign-in pages say so. */
  readonly sessionEnded: boolean;
  /** Why this browser signed out, when the app chose to (signOutWith): /login shows it. */
  readonly signedOutNotice: string | undefined;
  /**
   * Proves the password and reads the account. The app counts as signed in only after admit():
   * the caller decides first (a refused login signs out without any signed-in UI showing). On any
   * failure no tokens are left behind.
   */
  signIn(email: string, password: string, remember: boolean): Promise<Account | 'codeNeeded'>;
  /**
   * The second step when signIn answered 'codeNeeded': a TOTP code from the person's app. A failure
   * after the code was accepted throws SignInEnded (signed out: start again with the password).
   */
  confirmCode(code: string): Promise<Account>;
  admit(): void;
  /**
   * Signs in again with new credentials after the person's own password or e-mail change, which
   * ended every session: the browser that made the change keeps working (same remember-me storage).
   * With two-step sign-in on, a code would be needed: the session ends instead and /login asks.
   */
  signInAgain(email: string, password: string): Promise<void>;
  signOut(): Promise<void>;
  /** Signs out with a notice the login page shows (the guards send the person there). */
  signOutWith(notice: string): Promise<void>;
}

const SessionContext = createContext<Session | null>(null);

export function SessionProvider({ children }: { children: ReactNode }) {
  const { api } = useApp();
  // The query cache (and GET /me through it) loads only once a session may exist: a signed-out
  // visit to a public page downloads no data-fetching code.
  const [queries, setQueries] = useState<Awaited<ReturnType<typeof loadQueries>>>();
  const startQueries = useCallback(async () => {
    const loaded = await loadQueries();
    setQueries(() => loaded);
    return loaded;
  }, []);
  const [me, setMe] = useState<{ readonly data: Account | undefined; readonly error: Error | null }>({ data: undefined, error: null });
  const onAccount = useCallback((data: Account | undefined, error: Error | null) => setMe({ data, error }), []);
  // Without stored tokens the visitor is signed out from the first render: no flash of signed-in-only UI.
  const [status, setStatus] = useState<SessionStatus>(() => (hasStoredSession() ? 'loading' : 'signedOut'));
  const [sessionEnded, setSessionEnded] = useState(false);
  const [signedOutNotice, setSignedOutNotice] = useState<string>();
  useEffect(() => onSessionEnded(() => setSessionEnded(true)), []);
  // The page's inline hint hid the prerendered account links for a browser holding a sign-in; the
  // bar rendered now knows the session's state itself (UserMenu).
  useEffect(() => document.documentElement.removeAttribute(storedSessionAttribute), []);

  // Amplify loads only when there is a session to restore (or on sign-in, below).
  const listening = useRef<Promise<typeof AmplifyAuth> | undefined>(undefined);
  const startAuth = useCallback(() => {
    listening.current ??= loadAuth().then((auth) => {
      // Amplify's own 'signedIn' event is not enough: the session starts only once the account
      // behind the tokens is read and admitted (see signIn and admit).
      auth.onAuthEvent((event) => {
        if (event === 'signedOut' || event === 'tokenRefresh_failure') {
          setStatus('signedOut');
          void loadQueries().then(({ queryClient }) => queryClient.removeQueries({ queryKey: ['me'] }));
        }
      });
      return auth;
    });
    return listening.current;
  }, []);

  useEffect(() => {
    if (status !== 'signedOut') void startQueries();
  }, [status, startQueries]);

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

  /** Reads the account behind fresh tokens; tokens with no readable account behind them must not leave anyone half signed in. */
  const readAccount = useCallback(
    async (auth: typeof AmplifyAuth, result: { isSignedIn: boolean; nextStep: { signInStep: string } }) => {
      try {
        if (!result.isSignedIn) throw new Error(`Sign-in needs another step (${result.nextStep.signInStep}).`);
        const { queryClient, meQuery } = await startQueries();
        return await queryClient.fetchQuery({ ...meQuery(api), staleTime: 0 });
      } catch (error) {
        await auth.signOutUser().catch(() => undefined);
        (await loadQueries()).queryClient.removeQueries({ queryKey: ['me'] });
        throw error;
      }
    },
    [api, startQueries],
  );

  const signIn = useCallback(
    async (email: string, password: string, remember: boolean) => {
      const auth = await startAuth();
      setSessionEnded(false);
      setSignedOutNotice(undefined);
      const result = await auth.signInWithPassword(email, password, remember);
      // Two-step sign-in: no tokens yet; the login page asks for the code (confirmCode).
      if (!result.isSignedIn && result.nextStep.signInStep === 'CONFIRM_SIGN_IN_WITH_TOTP_CODE') return 'codeNeeded' as const;
      return readAccount(auth, result);
    },
    [readAccount, startAuth],
  );

  const confirmCode = useCallback(
    async (code: string) => {
      const auth = await startAuth();
      const result = await auth.confirmTotpCode(code);
      try {
        return await readAccount(auth, result);
      } catch (error) {
        // readAccount signed out: the sign-in the code belonged to is over.
        throw new SignInEnded(error);
      }
    },
    [readAccount, startAuth],
  );

  const admit = useCallback(() => setStatus('signedIn'), []);

  const signInAgain = useCallback(
    async (email: string, password: string) => {
      const auth = await startAuth();
      const outcome = await renewSession(auth.signInAgain(email, password));
      if (outcome === 'codeNeeded') {
        // The change ended this session too, and only /login can ask for the code.
        setSessionEnded(true);
        await auth.forgetEndedSession();
        return;
      }
      await (await loadQueries()).queryClient.invalidateQueries({ queryKey: ['me'] });
    },
    [startAuth],
  );

  const signOut = useCallback(async () => {
    await (await startAuth()).signOutUser();
    (await loadQueries()).queryClient.removeQueries({ queryKey: ['me'] });
    setStatus('signedOut');
  }, [startAuth]);

  const signOutWith = useCallback(
    async (notice: string) => {
      setSignedOutNotice(notice);
      await signOut();
    },
    [signOut],
  );

  const value = useMemo<Session>(
    () => ({
      status,
      account: me.data,
      accountError: me.error,
      sessionEnded,
      signedOutNotice,
      signIn,
      confirmCode,
      admit,
      signInAgain,
      signOut,
      signOutWith,
    }),
    [status, me.data, me.error, sessionEnded, signedOutNotice, signIn, confirmCode, admit, signInAgain, signOut, signOutWith],
  );
  return (
    <SessionContext.Provider value={value}>
      {queries && <queries.AccountReader api={api} enabled={status === 'signedIn'} onChange={onAccount} />}
      {children}
    </SessionContext.Provider>
  );
}

export function useSession(): Session {
  const session = useContext(SessionContext);
  if (!session) throw new Error('useSession outside <SessionProvider>');
  return session;
}
