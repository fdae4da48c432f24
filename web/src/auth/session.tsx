import { useQuery, useQueryClient } from '@tanstack/react-query';
import { Hub } from 'aws-amplify/utils';
import { createContext, useCallback, useContext, useEffect, useMemo, useState, type ReactNode } from 'react';
import type { Account } from '../../../shared/api/account';
import { useApp } from '../app-context';
import { accessToken, signInWithPassword, signOutUser } from './amplify';

export type SessionStatus = 'loading' | 'signedIn' | 'signedOut';

interface Session {
  readonly status: SessionStatus;
  /** The caller's account from GET /me, once loaded. */
  readonly account: Account | undefined;
  readonly accountError: Error | null;
  signIn(email: string, password: string, remember: boolean): Promise<Account>;
  signOut(): Promise<void>;
}

const SessionContext = createContext<Session | null>(null);

export function SessionProvider({ children }: { children: ReactNode }) {
  const { api } = useApp();
  const queryClient = useQueryClient();
  const [status, setStatus] = useState<SessionStatus>('loading');

  useEffect(() => {
    let active = true;
    accessToken()
      .then((token) => active && setStatus(token ? 'signedIn' : 'signedOut'))
      .catch(() => active && setStatus('signedOut'));
    const stop = Hub.listen('auth', ({ payload }) => {
      if (payload.event === 'signedIn') setStatus('signedIn');
      if (payload.event === 'signedOut' || payload.event === 'tokenRefresh_failure') {
        setStatus('signedOut');
        queryClient.removeQueries({ queryKey: ['me'] });
      }
    });
    return () => {
      active = false;
      stop();
    };
  }, [queryClient]);

  const me = useQuery({ queryKey: ['me'], queryFn: () => api('getMe'), enabled: status === 'signedIn', staleTime: 60_000 });

  const signIn = useCallback(
    async (email: string, password: string, remember: boolean) => {
      const result = await signInWithPassword(email, password, remember);
      if (!result.isSignedIn) throw new Error(`Sign-in needs another step (${result.nextStep.signInStep}).`);
      const account = await queryClient.fetchQuery({ queryKey: ['me'], queryFn: () => api('getMe') });
      setStatus('signedIn');
      return account;
    },
    [api, queryClient],
  );

  const signOut = useCallback(async () => {
    await signOutUser();
    queryClient.removeQueries({ queryKey: ['me'] });
    setStatus('signedOut');
  }, [queryClient]);

  const value = useMemo<Session>(
    () => ({ status, account: me.data, accountError: me.error, signIn, signOut }),
    [status, me.data, me.error, signIn, signOut],
  );
  return <SessionContext.Provider value={value}>{children}</SessionContext.Provider>;
}

export function useSession(): Session {
  const session = useContext(SessionContext);
  if (!session) throw new Error('useSession outside <SessionProvider>');
  return session;
}
