import { Suspense } from 'react';
import { NavLink, Outlet } from 'react-router';
import { canUseAdminSettings } from '#shared/permissions.ts';
import { useSession } from '#web/auth/session.tsx';
import { DashboardTheme } from './amplify-theme';
import './dashboard.css';
import { ScreenLoading } from '#web/components/ScreenLoading.tsx';

const staffTabs = [
  { to: '/dashboard/compensation', label: 'Compensation Consultation' },
  { to: '/dashboard/contract', label: 'Contract Review' },
  { to: '/dashboard/messages', label: 'Messages' },
];
const adminTabs = [
  { to: '/dashboard/settings', label: 'Settings' },
  { to: '/dashboard/userSettings', label: 'User Settings' },
  { to: '/dashboard/suppressions', label: 'Suppressions' },
];

/** The dashboard shell (spec §2): its heading and tabs; admins also see Settings and User Settings. */
export function DashboardLayout() {
  const { account } = useSession();
  const tabs = canUseAdminSettings(account ?? null) ? [...staffTabs, ...adminTabs] : staffTabs;
  return (
    <DashboardTheme>
      <section className="page dashboard">
        <h1>Dashboard</h1>
        <nav className="dashboard-tabs" aria-label="Dashboard">
          {tabs.map((tab) => (
            <NavLink key={tab.to} to={tab.to} className="dashboard-tabs__tab">
              {tab.label}
            </NavLink>
          ))}
        </nav>
        <Suspense fallback={<ScreenLoading />}>
          <Outlet />
        </Suspense>
      </section>
    </DashboardTheme>
  );
}
