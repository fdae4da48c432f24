import { Suspense } from 'react';
import { Outlet, useLocation } from 'react-router';
import * as messages from '#shared/messages.ts';
import { showsUnverifiedNotice } from '#shared/permissions.ts';
import { useSession } from '../auth/session';
import { FlashNotice } from './FlashNotice';
import { Footer } from './Footer';
import { NavBar } from './NavBar';
import { Notice } from './Notice';
import { ScreenLoading } from './ScreenLoading';

/** Signed-in work areas have their own navigation and no public footer. */
function showsFooter(pathname: string): boolean {
  return !pathname.startsWith('/profile') && !pathname.startsWith('/dashboard');
}

/** Approved staff and admins working with an unverified e-mail see this on every screen until they verify (spec §4, §8). */
function UnverifiedAccountNotice() {
  const { status, account } = useSession();
  if (status !== 'signedIn' || !showsUnverifiedNotice(account ?? null)) return null;
  return (
    <div className="flash">
      <Notice tone="error">{messages.auth.unverifiedAccount}</Notice>
    </div>
  );
}

/** The frame of every screen: skip link, navigation bar, notices, the screen, and the public footer. */
export function Layout() {
  const { pathname } = useLocation();
  return (
    <>
      <a className="skip-link" href="#main">
        Skip to content
      </a>
      <NavBar />
      <main id="main" tabIndex={-1}>
        <UnverifiedAccountNotice />
        <FlashNotice />
        <Suspense fallback={<ScreenLoading />}>
          <Outlet />
        </Suspense>
      </main>
      {showsFooter(pathname) && <Footer />}
    </>
  );
}
