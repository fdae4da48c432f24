import { Suspense, useEffect, useRef } from 'react';
import { Outlet, useLocation, useNavigationType } from 'react-router';
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
  const navigationType = useNavigationType();
  const main = useRef<HTMLElement>(null);
  const shown = useRef(pathname);
  // After an in-app navigation, the new screen starts at its top, as a page load would (Back and
  // Forward keep the browser's own scroll restoration). Focus left on a link of the navigation bar
  // or the footer goes to the screen, so a screen reader reads the new page rather than the link;
  // focus the old screen took with it stays on the document, as after a page load (the first Tab
  // reaches the skip link), and a screen's own focus or its tabs and side menu keep theirs.
  useEffect(() => {
    if (shown.current === pathname) return;
    shown.current = pathname;
    if (navigationType !== 'POP') window.scrollTo(0, 0);
    const active = document.activeElement;
    if (main.current && active && active !== document.body && !main.current.contains(active)) main.current.focus({ preventScroll: true });
  }, [pathname, navigationType]);
  return (
    <>
      <a className="skip-link" href="#main">
        Skip to content
      </a>
      <NavBar />
      <main id="main" tabIndex={-1} ref={main}>
        <UnverifiedAccountNotice />
        <FlashNotice />
        <Suspense fallback={<ScreenLoading whole />}>
          <Outlet />
        </Suspense>
      </main>
      {showsFooter(pathname) && <Footer />}
    </>
  );
}
