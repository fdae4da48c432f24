import { Navigate, type RouteObject } from 'react-router';
import { RequireAccess } from '#web/components/RequireAccess.tsx';
import { lazyScreen } from '#web/lib/lazy-route.tsx';

/**
 * The profile shell and its screens. The shell serves what GET /me serves (an unverified e-mail
 * after a change, approved staff who never verified): Edit Profile is where they ask for a new
 * link. Other areas add their own screens to the shell (`screens`: the request lists, Content).
 */
export function profileRoutes(screens: RouteObject[]): RouteObject[] {
  return [
    {
      path: '/profile',
      element: <RequireAccess level="signedIn" serves={['unverified', 'unapproved']} />,
      children: [
        {
          ...lazyScreen(
            () => import('./ProfileLayout'),
            (m) => m.ProfileLayout,
            { queries: true },
          ),
          children: [
            { index: true, element: <Navigate to="/profile/edit" replace /> },
            {
              path: 'edit',
              ...lazyScreen(
                () => import('./EditProfilePage'),
                (m) => m.EditProfilePage,
              ),
            },
            {
              // POST /me/password serves no other state.
              element: <RequireAccess level="signedIn" />,
              children: [
                {
                  path: 'updatePassword',
                  ...lazyScreen(
                    () => import('./UpdatePasswordPage'),
                    (m) => m.UpdatePasswordPage,
                  ),
                },
              ],
            },
            {
              // Two-step sign-in (twoStepSetupPath): staff and admins are sent here until it is on;
              // staff set it up at their first sign-in, before approval (POST /me/two-step serves them).
              element: <RequireAccess level="signedIn" serves={['unapproved']} />,
              children: [
                {
                  path: 'security',
                  ...lazyScreen(
                    () => import('./TwoStepPage'),
                    (m) => m.TwoStepPage,
                  ),
                },
              ],
            },
            ...screens,
          ],
        },
      ],
    },
  ];
}
