import { useEffect, useId, useRef, useState, Suspense } from 'react';
import { NavLink, Outlet, useLocation } from 'react-router';
import { roleFits, type Access } from '#shared/access.ts';
import type { Account } from '#shared/api/account.ts';
import { requestTypeInfo } from '#shared/constants/request-types.ts';
import { displayName } from '#shared/format.ts';
import * as messages from '#shared/messages.ts';
import { useSession } from '#web/auth/session.tsx';
import { Avatar } from '#web/components/Avatar.tsx';
import { Button } from '#web/components/Button.tsx';
import { Icon } from '#web/components/Icon.tsx';
import { ScreenLoading } from '#web/components/ScreenLoading.tsx';
import { DeleteAccountDialog, type DeleteAccountDialogHandle } from './DeleteAccountDialog';

/** A page of the profile's menu, with the access level its screen is declared with (its routes.tsx). */
interface ProfileMenuItem {
  readonly to: string;
  readonly label: string;
  readonly access: Access;
}

const menu: readonly ProfileMenuItem[] = [
  { to: '/profile/edit', label: messages.common.editProfile, access: 'signedIn' },
  { to: '/profile/updatePassword', label: 'Password', access: 'signedIn' },
  { to: '/profile/security', label: messages.twoStep.title, access: 'signedIn' },
  { to: '/profile/contractReviewList', label: requestTypeInfo.contractReview.listTitle, access: 'physician' },
  { to: '/profile/compensationConsultList', label: requestTypeInfo.compensationConsult.listTitle, access: 'physician' },
  // Beside the request lists: every offer the physician holds, side by side (issue 30).
  { to: '/profile/compare', label: messages.common.compareOffers, access: 'physician' },
  { to: '/profile/content', label: 'Content', access: 'physician' },
];

/**
 * The pages of the menu the account's role may open, from the one access table (shared/access.ts):
 * staff and admins do not see the physician's pages (issue 37; spec §2 hides Content from them).
 */
export function profileMenu(account: Pick<Account, 'role'>): readonly ProfileMenuItem[] {
  return menu.filter((item) => roleFits(item.access, account.role));
}

/**
 * Profile shell (spec §2): picture, side menu with the active item bold, red Delete Account. On a
 * phone the screen comes first: the menu folds into one line above it and Delete Account sits at
 * the end, after the screen (the order of the markup, so Tab follows what is seen).
 */
export function ProfileLayout() {
  const { account } = useSession();
  const { pathname } = useLocation();
  const dialog = useRef<DeleteAccountDialogHandle>(null);
  const menuId = useId();
  const [menuOpen, setMenuOpen] = useState(false);
  // Choosing a page folds the phone's menu again.
  useEffect(() => setMenuOpen(false), [pathname]);

  // <RequireAccess> shows the wait and the account's read failure; the shell renders once it is here.
  if (!account) return null;

  const items = profileMenu(account);
  const current = items.find((item) => pathname === item.to || pathname.startsWith(`${item.to}/`));

  return (
    <div className="page profile-page">
      <aside className="profile-sidebar">
        <div className="profile-identity">
          <Avatar pictureUrl={account.pictureUrl} size={96} alt="Your profile picture" />
          <p className="profile-name">{displayName(account)}</p>
        </div>
        <button
          type="button"
          className="profile-menu__toggle"
          aria-expanded={menuOpen}
          aria-controls={menuId}
          onClick={() => setMenuOpen((open) => !open)}
        >
          <span className="profile-menu__toggle-label">{messages.profile.menuTitle}</span>
          {current && <span className="profile-menu__current">{current.label}</span>}
          <Icon name="chevron" />
        </button>
        <nav id={menuId} className="profile-menu" aria-label="Profile" data-open={menuOpen}>
          <ul>
            {items.map((item) => (
              <li key={item.to}>
                <NavLink to={item.to}>{item.label}</NavLink>
              </li>
            ))}
          </ul>
        </nav>
      </aside>
      <section className="profile-content">
        <Suspense fallback={<ScreenLoading />}>
          <Outlet />
        </Suspense>
      </section>
      <div className="profile-danger">
        <Button variant="danger" onClick={() => dialog.current?.open()}>
          {messages.common.deleteAccount}
        </Button>
      </div>
      <DeleteAccountDialog ref={dialog} />
    </div>
  );
}
