import type { RouteObject } from 'react-router';
import { Layout } from './components/Layout';
import { accountRoutes } from './features/account/routes';
import { courseProfileRoutes, courseRoutes } from './features/course/routes';
import { dashboardRoutes } from './features/dashboard/routes';
import { profileRoutes } from './features/profile/routes';
import { notFoundRoute, publicRoutes } from './features/public/routes';
import { requestsProfileRoutes, requestsRoutes } from './features/requests/routes';

/** The route table, assembled from each area's own (web/src/features/<area>/routes.tsx). */
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
      ...publicRoutes,
      ...accountRoutes,
      ...courseRoutes,
      ...requestsRoutes,
      ...dashboardRoutes,
      ...profileRoutes([...requestsProfileRoutes, ...courseProfileRoutes]),
      notFoundRoute,
    ],
  },
];
