import { NavLink, useNavigate } from 'react-router';
import { displayName } from '../../../shared/format';
import { messages } from '../../../shared/messages';
import { canUseDashboard } from '../../../shared/permissions';
import { useSession } from '../auth/session';

/**
 * The account end of the navigation bar, kept apart from the bar's layout so the signed-in part
 * can be replaced by the avatar menu (UserMenu) without touching NavBar.
 * Wide screens: Dashboard (approved staff/admin), Edit Profile, the user's name and Sign Out when
 * signed in; Log in and Get Started when not.
 */
export function NavAccount() {
  const { status, account, signOut } = useSession();
  const navigate = useNavigate();
  if (status === 'loading') return null;
  if (status === 'signedIn') {
    return (
      <div className="nav-account">
        {account && canUseDashboard(account) && <NavLink to="/dashboard/compensation">{messages.common.dashboard}</NavLink>}
        <NavLink to="/profile/edit">{messages.common.editProfile}</NavLink>
        {account && (
          <span className="nav-user" data-testid="nav-user">
            {displayName(account)}
          </span>
        )}
        <button
          type="button"
          className="link-button"
          onClick={async () => {
            await signOut();
            navigate('/');
          }}
        >
          {messages.common.signOut}
        </button>
      </div>
    );
  }
  return (
    <div className="nav-account">
      <NavLink to="/login">{messages.common.logIn}</NavLink>
      <NavLink to="/signup" className="btn btn--accent btn--small nav-cta">
        {messages.common.getStarted}
      </NavLink>
    </div>
  );
}

/** The account entries at the foot of the small-screen menu (spec §2): Profile and Signout, or Get Started and Log in. */
export function NavAccountMobile({ onNavigate }: { readonly onNavigate: () => void }) {
  const { status, account, signOut } = useSession();
  const navigate = useNavigate();
  if (status === 'loading') return null;
  if (status === 'signedIn') {
    return (
      <>
        {account && canUseDashboard(account) && (
          <li>
            <NavLink to="/dashboard/compensation" onClick={onNavigate}>
              {messages.common.dashboard}
            </NavLink>
          </li>
        )}
        <li>
          <NavLink to="/profile/edit" onClick={onNavigate}>
            {messages.common.profile}
          </NavLink>
        </li>
        <li>
          <button
            type="button"
            className="link-button"
            onClick={async () => {
              onNavigate();
              await signOut();
              navigate('/');
            }}
          >
            {messages.common.signoutMobile}
          </button>
        </li>
      </>
    );
  }
  return (
    <>
      <li>
        <NavLink to="/signup" onClick={onNavigate}>
          {messages.common.getStarted}
        </NavLink>
      </li>
      <li>
        <NavLink to="/login" onClick={onNavigate}>
          {messages.common.logIn}
        </NavLink>
      </li>
    </>
  );
}
