import { Navigate, type RouteObject } from 'react-router';
import { RequireAccess } from '#web/components/RequireAccess.tsx';
import { lazyScreen } from '#web/lib/lazy-route.tsx';
import type { RequestType } from '#shared/constants/request-types.ts';

/** A desk's address: /dashboard/compensation/<userId>/<requestId>, /dashboard/contract/… */
const deskAddress = /^\/dashboard\/(?:compensation|contract)\/[^/]+\/[^/]+\/?$/;

/**
 * The shell and each tab load with the dashboard's chunks only, never on a first visit elsewhere.
 * Opened at a desk's address (a reload, a link), the desk's chunk downloads beside the shell's
 * rather than after it (issue 37: the desk's first load).
 */
const shell = lazyScreen(
  () => {
    if (typeof window !== 'undefined' && deskAddress.test(window.location.pathname)) void loadDesk().catch(() => undefined);
    return import('./DashboardLayout');
  },
  (module) => module.DashboardLayout,
  { queries: true },
);
const requests = (type: RequestType) =>
  lazyScreen(
    () => import('./RequestTablePage'),
    ({ RequestTablePage }) =>
      function RequestsTab() {
        return <RequestTablePage type={type} />;
      },
  );

/** A request's own screen, the review desk (issue 29): pdf.js loads there only, when its PDF pane first shows. */
const loadDesk = () => import('./desk/RequestDeskPage');
const desk = (type: RequestType) =>
  lazyScreen(
    loadDesk,
    ({ RequestDeskPage }) =>
      function RequestDesk() {
        return <RequestDeskPage type={type} />;
      },
  );

/** The staff dashboard: approved staff and admins; Settings and User Settings: admins only (spec §2, §6). */
export const dashboardRoutes: RouteObject[] = [
  {
    path: '/dashboard',
    children: [
      {
        element: <RequireAccess level="staff" />,
        children: [
          {
            ...shell,
            children: [
              { index: true, element: <Navigate to="/dashboard/compensation" replace /> },
              { path: 'compensation', ...requests('compensationConsult') },
              { path: 'compensation/:userId/:requestId', ...desk('compensationConsult') },
              { path: 'contract', ...requests('contractReview') },
              { path: 'contract/:userId/:requestId', ...desk('contractReview') },
              {
                path: 'messages',
                ...lazyScreen(
                  () => import('./MessagesPage'),
                  (module) => module.MessagesPage,
                ),
              },
            ],
          },
        ],
      },
      {
        // Beside the staff tabs, not inside them: a refused admin screen sends to / (spec §6).
        element: <RequireAccess level="admin" />,
        children: [
          {
            ...shell,
            children: [
              {
                path: 'settings',
                ...lazyScreen(
                  () => import('./StaffSettingsPage'),
                  (module) => module.StaffSettingsPage,
                ),
              },
              {
                path: 'userSettings',
                ...lazyScreen(
                  () => import('./UserSettingsPage'),
                  (module) => module.UserSettingsPage,
                ),
              },
              {
                path: 'suppressions',
                ...lazyScreen(
                  () => import('./SuppressionsPage'),
                  (module) => module.SuppressionsPage,
                ),
              },
            ],
          },
        ],
      },
    ],
  },
];
