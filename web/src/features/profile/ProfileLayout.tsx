import { useRef, Suspense } from 'react';
import { NavLink, Outlet } from 'react-router';
import { displayName } from '#shared/format.ts';
import * as messages from '#shared/messages.ts';
import { canSubmitRequests, showsContentMenu } from '#shared/permissions.ts';
import { useSession } from '#web/auth/session.tsx';
import { Avatar } from '#web/components/Avatar.tsx';
import { Button } from '#web/components/Button.tsx';
import { DeleteAccountDialog, type DeleteAccountDialogHandle } from './DeleteAccountDialog';
import { ScreenLoading } from '#web/components/ScreenLoading.tsx';

/** Profile shell (spec §2): picture, side menu with the active item bold, red Delete Account. */
export function ProfileLayout() {
  const { account } = useSession();
  const dialog = useRef<DeleteAccountDialogHandle>(null);

  // <RequireAccess> shows the wait and the account's read failure; the shell renders once it is here.
  if (!account) return null;

  const items = [
    { to: '/profile/edit', label: messages.common.editProfile },
    { to: '/profile/updatePassword', label: 'Password' },
    { to: '/profile/security', label: messages.twoStep.title },
    { to: '/profile/contractReviewList', label: 'Contract Reviews' },
    { to: '/profile/compensationConsultList', label: 'Compensation Consultations' },
    // Beside the request lists: every offer the physician holds, side by side (issue 30).
    ...(canSubmitRequests(account) ? [{ to: '/profile/compare', label: messages.common.compareOffers }] : []),
    ...(showsContentMenu(account) ? [{ to: '/profile/content', label: 'Content' }] : []),
  ];

  return (
    <div className="page profile-page">
      <aside className="profile-sidebar">
        <Avatar pictureUrl={account.pictureUrl} size={96} alt="Your profile picture" />
        <p className="profile-name">{displayName(account)}</p>
        <nav className="profile-menu" aria-label="Profile">
          <ul>
            {items.map((item) => (
              <li key={item.to}>
                <NavLink to={item.to}>{item.label}</NavLink>
              </li>
            ))}
          </ul>
        </nav>
        <Button variant="danger" onClick={() => dialog.current?.open()}>
          {messages.common.deleteAccount}
        </Button>
      </aside>
      <section className="profile-content">
        <Suspense fallback={<ScreenLoading />}>
          <Outlet />
        </Suspense>
      </section>
      <DeleteAccountDialog ref={dialog} />
    </div>
  );
}
