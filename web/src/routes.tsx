import { useRoutes, type RouteObject } from 'react-router';
import { Layout } from './components/Layout';
import { accountRoutes } from './features/account/routes';
import { courseProfileRoutes, courseRoutes } from './features/course/routes';
import { dashboardRoutes } from './features/dashboard/routes';
import { profileRoutes } from './features/profile/routes';
import { offersProfileRoutes } from './features/offers/routes';
import { notFoundRoute, publicRoutes } from './features/public/routes';
import { requestsProfileRoutes, requestsRoutes } from './features/requests/routes';

/** The route table, assembled from each area's own (web/src/features/<area>/routes.tsx). */
export const routes: RouteObject[] = [
  {
    element: <Layout />,
    children: [
      ...publicRoutes,
      ...accountRoutes,
      ...courseRoutes,
      ...requestsRoutes,
      ...dashboardRoutes,
      ...profileRoutes([...requestsProfileRoutes, ...offersProfileRoutes, ...courseProfileRoutes]),
      notFoundRoute,
    ],
  },
];

/** The screen for the current address (the same in the browser and in the build's prerender). */
export function AppRoutes() {
  return useRoutes(routes);
}
