import type { RouteObject } from 'react-router';
import { lazyScreen } from '#web/lib/lazy-route.tsx';
import { HomePage } from './HomePage';

/** Home (eager: a first visit needs it at once), About, Contact, and the Terms of Service and Privacy Policy. */
export const publicRoutes: RouteObject[] = [
  { path: '/', element: <HomePage /> },
  {
    path: '/about',
    ...lazyScreen(
      () => import('./AboutPage'),
      (m) => m.AboutPage,
    ),
  },
  {
    path: '/terms',
    ...lazyScreen(
      () => import('./TermsPage'),
      (m) => m.TermsPage,
    ),
  },
  {
    path: '/privacy',
    ...lazyScreen(
      () => import('./PrivacyPage'),
      (m) => m.PrivacyPage,
    ),
  },
  {
    path: '/contact',
    ...lazyScreen(
      () => import('./ContactPage'),
      (m) => m.ContactPage,
    ),
  },
];

/** Any other address; the root table puts it last. */
export const notFoundRoute: RouteObject = {
  path: '*',
  ...lazyScreen(
    () => import('./NotFoundPage'),
    (m) => m.NotFoundPage,
  ),
};
