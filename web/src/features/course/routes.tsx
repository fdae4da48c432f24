import type { RouteObject } from 'react-router';
import { RequireAccess } from '#web/components/RequireAccess.tsx';
import { lazyScreen } from '#web/lib/lazy-route.tsx';

/** Negotiation 101: chapter 1 is public, the player checks the rest (spec §6). */
export const courseRoutes: RouteObject[] = [
  {
    path: '/negotiation',
    ...lazyScreen(
      () => import('./CoursePage'),
      (m) => m.CoursePage,
      { queries: true },
    ),
  },
];

/** The profile's Content screen (course progress): physicians only. */
export const courseProfileRoutes: RouteObject[] = [
  {
    element: <RequireAccess level="physician" />,
    children: [
      {
        path: 'content',
        ...lazyScreen(
          () => import('./ContentPage'),
          (m) => m.ContentPage,
        ),
      },
    ],
  },
];
