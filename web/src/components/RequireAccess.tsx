import type { ReactNode } from 'react';
import { Navigate, Outlet, useLocation } from 'react-router';
import { accountRefusal, screenRedirect, type Access, type AccountState } from '#shared/access.ts';
import type { Account } from '#shared/api/account.ts';
import * as messages from '#shared/messages.ts';
import { ApiError } from '../lib/api/api-error';
import { useSession, type SessionStatus } from '../auth/session';
import { Notice } from './Notice';
import { ScreenLoading } from './ScreenLoading';

/** What the guard shows: the screen, a wait, the account's read failure, or a redirect. */
export type AccessDecision =
  | { readonly show: 'screen' }
  | { readonly show: 'loading' }
  | { readonly show: 'accountError'; readonly text: string }
  | { readonly show: 'refused'; readonly text: string }
  | { readonly show: 'redirect'; readonly to: string };

/**
 * The guard's rule, from the one access table (shared/access.ts): signed out → /login; signed in →
 * wait for the account (GET /me), then screenRedirect decides from the record as the API does.
 */
export function accessDecision(
  session: { readonly status: SessionStatus; readonly account: Account | undefined; readonly accountError: Error | null },
  level: Access,
  serves: readonly AccountState[] = [],
  wrongRoleNotice?: string,
): AccessDecision {
  if (level === 'public') return { show: 'screen' };
  if (session.status === 'loading') return { show: 'loading' };
  if (session.status === 'signedOut') return { show: 'redirect', to: '/login' };
  if (!session.account) {
    if (!session.accountError) return { show: 'loading' };
    const error = session.accountError;
    return { show: 'accountError', text: error instanceof ApiError && error.status === 404 ? messages.profile.userNotFound : error.message };
  }
  // A screen for another role says so, rather than sending someone elsewhere without a word.
  if (wrongRoleNotice && accountRefusal(session.account, level, serves) === 'wrongRole') return { show: 'refused', text: wrongRoleNotice };
  const to = screenRedirect(session.account, level, serves);
  return to === null ? { show: 'screen' } : { show: 'redirect', to };
}

/**
 * Every signed-in screen sits behind this (spec §6): visitors not signed in go to /login (with where
 * they were, and the notice when the API ended their session), accounts the level refuses go where
 * the access table sends them. The API checks the same rule on every call; this only spares a
 * screen that would be refused.
 */
export function RequireAccess({
  level,
  serves = [],
  wrongRoleNotice,
  children,
}: {
  readonly level: Access;
  readonly serves?: readonly AccountState[];
  /** Shown, instead of the level's redirect, to a signed-in account of a role the level does not admit. */
  readonly wrongRoleNotice?: string;
  readonly children?: ReactNode;
}) {
  const session = useSession();
  const location = useLocation();
  const decision = accessDecision(session, level, serves, wrongRoleNotice);
  switch (decision.show) {
    case 'screen':
      return children ?? <Outlet />;
    case 'loading':
      // The page's frame (its heading and shell), not a bare "Loading…", while the account is read.
      return <ScreenLoading whole />;
    case 'refused':
      return (
        <section className="page">
          <Notice tone="info">{decision.text}</Notice>
        </section>
      );
    case 'accountError':
      return (
        <section className="page">
          <Notice tone="error">{decision.text}</Notice>
        </section>
      );
    case 'redirect': {
      if (decision.to !== '/login') return <Navigate to={decision.to} replace />;
      // A session the API ended: /login says so, whichever redirect gets there first (see main.tsx).
      const notice = session.sessionEnded
        ? { notice: messages.auth.sessionEnded, noticeTone: 'error' }
        : session.signedOutNotice
          ? { notice: session.signedOutNotice }
          : {};
      return <Navigate to="/login" replace state={{ from: location.pathname, ...notice }} />;
    }
  }
}
