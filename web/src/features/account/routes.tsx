import type { RouteObject } from 'react-router';
import { lazyScreen } from '#web/lib/lazy-route.tsx';

/**
 * Pages for signed-out visitors: signing up and in, and the pages e-mailed links open (their paths
 * are also listed in auth/session-end.ts, where an ended session only signs out).
 */
export const accountRoutes: RouteObject[] = [
  {
    path: '/signup',
    ...lazyScreen(
      () => import('./SignupPage'),
      (m) => m.SignupPage,
    ),
  },
  {
    path: '/staffSignup',
    ...lazyScreen(
      () => import('./StaffSignupPage'),
      (m) => m.StaffSignupPage,
    ),
  },
  {
    path: '/login',
    ...lazyScreen(
      () => import('./LoginPage'),
      (m) => m.LoginPage,
    ),
  },
  {
    path: '/forgotPassword',
    ...lazyScreen(
      () => import('./ForgotPasswordPage'),
      (m) => m.ForgotPasswordPage,
    ),
  },
  {
    path: '/verify',
    ...lazyScreen(
      () => import('./VerifyEmailPage'),
      (m) => m.VerifyEmailPage,
      { queries: true },
    ),
  },
  {
    path: '/resetPassword',
    ...lazyScreen(
      () => import('./ResetPasswordPage'),
      (m) => m.ResetPasswordPage,
    ),
  },
  {
    path: '/email-change/undo',
    ...lazyScreen(
      () => import('./UndoEmailChangePage'),
      (m) => m.UndoEmailChangePage,
    ),
  },
];
