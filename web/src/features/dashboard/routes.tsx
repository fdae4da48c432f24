import { Navigate, type RouteObject } from 'react-router';
import { RequireAccess } from '#web/components/RequireAccess.tsx';
import { placeholder } from '#web/lib/lazy-route.tsx';

const tab = (subtitle: string) => placeholder('Dashboard', { subtitle, showAccount: true });

/** The staff dashboard: approved staff and admins; Settings and User Settings: admins only (spec §2, §6). */
export const dashboardRoutes: RouteObject[] = [
  {
    path: '/dashboard',
    children: [
      {
        element: <RequireAccess level="staff" />,
        children: [
          { index: true, element: <Navigate to="/dashboard/compensation" replace /> },
          { path: 'compensation', ...tab('Compensation Consultation') },
          { path: 'contract', ...tab('Contract Review') },
        ],
      },
      {
        // Beside the staff tabs, not inside them: a refused admin screen sends to / (spec §6).
        element: <RequireAccess level="admin" />,
        children: [
          { path: 'settings', ...tab('Settings') },
          { path: 'userSettings', ...tab('User Settings') },
        ],
      },
    ],
  },
];
