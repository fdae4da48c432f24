import { createBrowserRouter, Navigate, Outlet, useLocation, type RouteObject } from 'react-router';
import { messages } from '../../shared/messages';
import { showsUnverifiedNotice } from '../../shared/permissions';
import { useSession } from './auth/session';
import { FlashNotice } from './components/FlashNotice';
import { Footer } from './components/Footer';
import { NavBar } from './components/NavBar';
import { Notice } from './components/Notice';
import { HomePage } from './features/public/HomePage';

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

function Layout() {
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
        <Outlet />
      </main>
      {showsFooter(pathname) && <Footer />}
    </>
  );
}

/** Profile, content and dashboard screens send visitors who are not signed in to /login (spec §6). */
function RequireSignIn() {
  const { status, sessionEnded } = useSession();
  const location = useLocation();
  if (status === 'loading')
    return (
      <p className="status" role="status">
        Loading…
      </p>
    );
  if (status === 'signedOut') {
    // A session the API ended: /login says so, whichever redirect gets there first (see main.tsx).
    const notice = sessionEnded ? { notice: messages.auth.sessionEnded, noticeTone: 'error' } : {};
    return <Navigate to="/login" replace state={{ from: location.pathname, ...notice }} />;
  }
  return <Outlet />;
}

/**
 * Every page but Home is its own chunk, loaded when first visited: a first visit to / downloads
 * no form, auth or dashboard code.
 */
const page = {
  about: () => import('./features/public/AboutPage').then((m) => ({ Component: m.AboutPage })),
  contact: () => import('./features/public/ContactPage').then((m) => ({ Component: m.ContactPage })),
  login: () => import('./features/account/LoginPage').then((m) => ({ Component: m.LoginPage })),
  signup: () => import('./features/account/SignupPage').then((m) => ({ Component: m.SignupPage })),
  staffSignup: () => import('./features/account/StaffSignupPage').then((m) => ({ Component: m.StaffSignupPage })),
  forgotPassword: () => import('./features/account/ForgotPasswordPage').then((m) => ({ Component: m.ForgotPasswordPage })),
  verifyEmail: () => import('./features/account/VerifyEmailPage').then((m) => ({ Component: m.VerifyEmailPage })),
  resetPassword: () => import('./features/account/ResetPasswordPage').then((m) => ({ Component: m.ResetPasswordPage })),
  undoEmailChange: () => import('./features/account/UndoEmailChangePage').then((m) => ({ Component: m.UndoEmailChangePage })),
  notFound: () => import('./features/public/NotFoundPage').then((m) => ({ Component: m.NotFoundPage })),
};

/** A screen of the route table that is not built yet, loaded on demand like the rest. */
function placeholder(title: string, extra: { subtitle?: string; showAccount?: boolean } = {}): Pick<RouteObject, 'lazy'> {
  return {
    lazy: () =>
      import('./components/Placeholder').then(({ Placeholder }) => ({
        Component: () => <Placeholder title={title} {...extra} />,
      })),
  };
}

export const routes: RouteObject[] = [
  {
    element: <Layout />,
    // Shown while the first page's chunk arrives on a cold load of a lazy route.
    hydrateFallbackElement: (
      <p className="status" role="status">
        Loading…
      </p>
    ),
    children: [
      { path: '/', element: <HomePage /> },
      { path: '/about', lazy: page.about },
      { path: '/contact', lazy: page.contact },
      { path: '/signup', lazy: page.signup },
      { path: '/staffSignup', lazy: page.staffSignup },
      { path: '/login', lazy: page.login },
      { path: '/forgotPassword', lazy: page.forgotPassword },
      { path: '/verify', lazy: page.verifyEmail },
      { path: '/resetPassword', lazy: page.resetPassword },
      { path: '/email-change/undo', lazy: page.undoEmailChange },
      { path: '/negotiation', ...placeholder('Negotiation 101') },
      {
        element: <RequireSignIn />,
        children: [
          { path: '/compensation', ...placeholder('Compensation consultation') },
          { path: '/contract', ...placeholder('Contract review') },
          {
            path: '/dashboard',
            element: <Outlet />,
            children: [
              { index: true, element: <Navigate to="/dashboard/compensation" replace /> },
              { path: 'compensation', ...placeholder('Dashboard', { subtitle: 'Compensation Consultation', showAccount: true }) },
              { path: 'contract', ...placeholder('Dashboard', { subtitle: 'Contract Review', showAccount: true }) },
              { path: 'settings', ...placeholder('Dashboard', { subtitle: 'Settings', showAccount: true }) },
              { path: 'userSettings', ...placeholder('Dashboard', { subtitle: 'User Settings', showAccount: true }) },
            ],
          },
          {
            // Lazy: the profile screens (and their forms) load only when someone opens them.
            path: '/profile',
            lazy: async () => ({ Component: (await import('./features/profile/ProfileLayout')).ProfileLayout }),
            children: [
              { index: true, element: <Navigate to="/profile/edit" replace /> },
              { path: 'edit', lazy: async () => ({ Component: (await import('./features/profile/EditProfilePage')).EditProfilePage }) },
              {
                path: 'updatePassword',
                lazy: async () => ({ Component: (await import('./features/profile/UpdatePasswordPage')).UpdatePasswordPage }),
              },
              { path: 'contractReviewList', ...placeholder('Contract Reviews') },
              { path: 'compensationConsultList', ...placeholder('Compensation Consultations') },
              { path: 'content', ...placeholder('Content') },
            ],
          },
        ],
      },
      { path: '*', lazy: page.notFound },
    ],
  },
];

export const router = createBrowserRouter(routes);
