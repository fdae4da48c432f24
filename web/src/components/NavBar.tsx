import { Link, NavLink, useNavigate } from 'react-router';
import { displayName } from '../../../shared/format';
import { canUseDashboard } from '../../../shared/permissions';
import { useSession } from '../auth/session';

export function NavBar() {
  const { status, account, signOut } = useSession();
  const navigate = useNavigate();
  const showDashboard = !!account && canUseDashboard(account);
  return (
    <header className="navbar">
      <Link to="/" className="brand">
        Physician Contracts
      </Link>
      <nav aria-label="Main">
        <NavLink to="/contact">Contact</NavLink>
        {showDashboard && <NavLink to="/dashboard/compensation">Dashboard</NavLink>}
        {status === 'signedIn' ? (
          <>
            <NavLink to="/profile/edit">Edit Profile</NavLink>
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
              Sign Out
            </button>
          </>
        ) : (
          <>
            <NavLink to="/signup">Get Started</NavLink>
            <NavLink to="/login">Log in</NavLink>
          </>
        )}
      </nav>
    </header>
  );
}
