import { Suspense } from 'react';
import { NavLink, Outlet } from 'react-router';
import { canUseAdminSettings } from '#shared/permissions.ts';
import { useSession } from '#web/auth/session.tsx';
import { DashboardTheme } from './amplify-theme';
import './dashboard.css';
import { ScreenLoading } from '#web/components/ScreenLoading.tsx';
import * as messages from '#shared/messages.ts';
import { useStaffAwaitingApproval } from './use-staff-awaiting-approval';

const staffTabs = [
  { to: '/dashboard/compensation', label: 'Compensation Consultation' },
  { to: '/dashboard/contract', label: 'Contract Review' },
  { to: '/dashboard/messages', label: 'Messages' },
];
const settingsPath = '/dashboard/settings';
const adminTabs = [
  { to: settingsPath, label: 'Settings' },
  { to: '/dashboard/userSettings', label: 'User Settings' },
  { to: '/dashboard/suppressions', label: 'Suppressions' },
];

/** The dashboard shell (spec §2): its heading and tabs; admins also see Settings and User Settings. */
export function DashboardLayout() {
  const { account } = useSession();
  const isAdmin = canUseAdminSettings(account ?? null);
  const tabs = isAdmin ? [...staffTabs, ...adminTabs] : staffTabs;
  // Admins see from any tab how many staff wait for their approval (issue 29).
  const waiting = useStaffAwaitingApproval(isAdmin);
  return (
    <DashboardTheme>
      <section className="page dashboard">
        <h1>Dashboard</h1>
        <nav className="dashboard-tabs" aria-label="Dashboard">
          {tabs.map((tab) => {
            const counted = tab.to === settingsPath && waiting !== undefined && waiting > 0;
            return (
              <NavLink
                key={tab.to}
                to={tab.to}
                className="dashboard-tabs__tab"
                // The count in words (issue 37: its digit alone was read "Settings1").
                aria-label={counted ? messages.dashboard.settingsTabName(waiting) : undefined}
              >
                {tab.label}
                {counted && (
                  <span className="dashboard-tabs__count" data-testid="awaiting-approval-count">
                    <span aria-hidden="true">{waiting}</span>
                  </span>
                )}
              </NavLink>
            );
          })}
        </nav>
        <Suspense fallback={<ScreenLoading />}>
          <Outlet />
        </Suspense>
      </section>
    </DashboardTheme>
  );
}
