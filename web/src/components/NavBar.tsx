import { Link, NavLink } from 'react-router';
import { canUseDashboard } from '../../../shared/permissions';
import { useSession } from '../auth/session';
import { MobileAccountLinks, UserMenu } from './UserMenu';

export function NavBar() {
  const { account } = useSession();
  const showDashboard = !!account && canUseDashboard(account);
  return (
    <header className="navbar">
      <Link to="/" className="brand">
        Physician Contracts
      </Link>
      <nav aria-label="Main">
        <NavLink to="/contact">Contact</NavLink>
        {showDashboard && <NavLink to="/dashboard/compensation">Dashboard</NavLink>}
        {/* Wide screens: avatar and profile card; small screens: the mobile menu's account entries. */}
        <div className="nav-account-wide">
          <UserMenu />
        </div>
        <div className="nav-account-narrow">
          <MobileAccountLinks />
        </div>
      </nav>
    </header>
  );
}
