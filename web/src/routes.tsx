import { createBrowserRouter, Navigate, Outlet, useLocation } from 'react-router';
import { useSession } from './auth/session';
import { FlashNotice } from './components/FlashNotice';
import { NavBar } from './components/NavBar';
import { LoginPage } from './pages/LoginPage';
import { NotFoundPage } from './pages/NotFoundPage';
import { Placeholder } from './pages/Placeholder';

function Layout() {
  return (
    <>
      <a className="skip-link" href="#main">
        Skip to content
      </a>
      <NavBar />
      <Flash />
      <main id="main" tabIndex={-1}>
        <FlashNotice />
        <Outlet />
      </main>
    </>
  );
}

/**
 * A one-time message carried to the next screen in router state, e.g. "Your account has been
 * deleted" on / after the account is gone.
 */
function Flash() {
  const state = useLocation().state as { flash?: unknown; flashKind?: unknown } | null;
  if (typeof state?.flash !== 'string') return null;
  const error = state.flashKind === 'error';
  return (
    <p className={`notice ${error ? 'error' : 'success'} flash`} role={error ? 'alert' : 'status'}>
      {state.flash}
    </p>
  );
}

/** Profile, content and dashboard screens send visitors who are not signed in to /login (spec §6). */
function RequireSignIn() {
  const { status } = useSession();
  const location = useLocation();
  if (status === 'loading') return <p className="status" role="status">Loading…</p>;
  if (status === 'signedOut') return <Navigate to="/login" replace state={{ from: location.pathname }} />;
  return <Outlet />;
}

export const router = createBrowserRouter([
  {
    element: <Layout />,
    // Shown while a lazy route module (e.g. /profile) loads on the first page load.
    hydrateFallbackElement: (
      <p className="status" role="status">
        Loading…
      </p>
    ),
    children: [
      { path: '/', element: <Placeholder title="Home" /> },
      { path: '/about', element: <Placeholder title="About" /> },
      { path: '/contact', element: <Placeholder title="Contact" /> },
      // Account pages load on demand, so the home page's first visit carries none of their code.
      { path: '/signup', lazy: () => import('./pages/SignupPage').then((m) => ({ Component: m.SignupPage })) },
      { path: '/staffSignup', lazy: () => import('./pages/StaffSignupPage').then((m) => ({ Component: m.StaffSignupPage })) },
      { path: '/login', element: <LoginPage /> },
      { path: '/forgotPassword', lazy: () => import('./pages/ForgotPasswordPage').then((m) => ({ Component: m.ForgotPasswordPage })) },
      { path: '/verify', lazy: () => import('./pages/VerifyEmailPage').then((m) => ({ Component: m.VerifyEmailPage })) },
      { path: '/resetPassword', lazy: () => import('./pages/ResetPasswordPage').then((m) => ({ Component: m.ResetPasswordPage })) },
      { path: '/negotiation', element: <Placeholder title="Negotiation 101" /> },
      {
        element: <RequireSignIn />,
        children: [
          { path: '/compensation', element: <Placeholder title="Compensation consultation" /> },
          { path: '/contract', element: <Placeholder title="Contract review" /> },
          {
            path: '/dashboard',
            element: <Outlet />,
            children: [
              { index: true, element: <Navigate to="/dashboard/compensation" replace /> },
              { path: 'compensation', element: <Placeholder title="Dashboard" subtitle="Compensation Consultation" showAccount /> },
              { path: 'contract', element: <Placeholder title="Dashboard" subtitle="Contract Review" showAccount /> },
              { path: 'settings', element: <Placeholder title="Dashboard" subtitle="Settings" showAccount /> },
              { path: 'userSettings', element: <Placeholder title="Dashboard" subtitle="User Settings" showAccount /> },
            ],
          },
          {
            // Lazy: the profile screens (and their forms) load only when someone opens them.
            path: '/profile',
            lazy: async () => ({ Component: (await import('./pages/profile/ProfileLayout')).ProfileLayout }),
            children: [
              { index: true, element: <Navigate to="/profile/edit" replace /> },
              { path: 'edit', lazy: async () => ({ Component: (await import('./pages/profile/EditProfilePage')).EditProfilePage }) },
              {
                path: 'updatePassword',
                lazy: async () => ({ Component: (await import('./pages/profile/UpdatePasswordPage')).UpdatePasswordPage }),
              },
              { path: 'contractReviewList', element: <Placeholder title="Contract Reviews" /> },
              { path: 'compensationConsultList', element: <Placeholder title="Compensation Consultations" /> },
              { path: 'content', element: <Placeholder title="Content" /> },
            ],
          },
        ],
      },
      { path: '*', element: <NotFoundPage /> },
    ],
  },
]);
