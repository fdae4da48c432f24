import type { RouteObject } from 'react-router';
import * as messages from '#shared/messages.ts';
import { RequireAccess } from '#web/components/RequireAccess.tsx';
import { lazyScreen } from '#web/lib/lazy-route.tsx';

/** The profile's Compare offers screen (issue 30): physicians only, its own lazy area. */
export const offersProfileRoutes: RouteObject[] = [
  {
    element: <RequireAccess level="physician" wrongRoleNotice={messages.requests.physiciansOnly} />,
    children: [
      {
        path: 'compare',
        ...lazyScreen(
          () => import('./CompareOffersPage'),
          (m) => m.CompareOffersPage,
        ),
      },
    ],
  },
];
