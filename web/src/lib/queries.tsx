import { QueryClient, QueryClientProvider, useQuery } from '@tanstack/react-query';
import { useEffect, type ReactNode } from 'react';
import type { Account } from '#shared/api/account.ts';
import type { ApiClient } from './api/client';

/** The app's one query cache, shared by every screen that loads it (queries-loader.ts). */
export const queryClient = new QueryClient({ defaultOptions: { queries: { retry: 1, refetchOnWindowFocus: false } } });

export function WithQueries({ children }: { readonly children: ReactNode }) {
  return <QueryClientProvider client={queryClient}>{children}</QueryClientProvider>;
}

export const meQuery = (api: ApiClient) => ({ queryKey: ['me'], queryFn: () => api('getMe'), staleTime: 60_000 }) as const;

/** GET /me for the session (auth/session.tsx): reports the account, or why it could not be read. */
export function AccountReader({
  api,
  enabled,
  onChange,
}: {
  readonly api: ApiClient;
  readonly enabled: boolean;
  readonly onChange: (account: Account | undefined, error: Error | null) => void;
}) {
  return (
    <WithQueries>
      <ReadAccount api={api} enabled={enabled} onChange={onChange} />
    </WithQueries>
  );
}

function ReadAccount({ api, enabled, onChange }: Parameters<typeof AccountReader>[0]) {
  const me = useQuery({ ...meQuery(api), enabled });
  useEffect(() => onChange(me.data, me.error), [me.data, me.error, onChange]);
  return null;
}
