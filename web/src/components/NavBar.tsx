import { useEffect, useId, useState } from 'react';
import { Link, NavLink, useLocation } from 'react-router';
import * as messages from '#shared/messages.ts';
import { canUseDashboard } from '#shared/permissions.ts';
import { useSession } from '../auth/session';
import { Icon } from './Icon';
import { isNavCondensed, navTone } from './nav-theme';
import { MobileAccountLinks, UserMenu } from './UserMenu';

export interface NavItem {
  readonly path: string;
  readonly name: string;
}

/** The links every visitor sees, before the account entries; the caller may supply others. */
export const defaultNavItems: readonly NavItem[] = [
  { path: '/', name: 'Home' },
  { path: '/about', name: 'About' },
  { path: '/negotiation', name: 'Negotiation 101' },
  { path: '/contact', name: 'Contact' },
];

function useCondensed(): boolean {
  // Read after the first render (the effect below): the prerendered page is never scrolled.
  const [condensed, setCondensed] = useState(false);
  useEffect(() => {
    const update = () => setCondensed(isNavCondensed(window.scrollY));
    update();
    window.addEventListener('scroll', update, { passive: true });
    return () => window.removeEventListener('scroll', update);
  }, []);
  return condensed;
}

export function Logo() {
  return (
    <svg className="brand__mark" viewBox="0 0 40 40" aria-hidden="true" focusable="false">
      <rect width="40" height="40" rx="10" fill="currentColor" />
      <path className="brand__mark-ink" d="M12 11h10a6 6 0 010 12h-5v7h-5V11zm5 4.5v3h4.5a1.5 1.5 0 000-3H17z" />
      <path className="brand__mark-tick" d="M24 27.5l2.5 2.5 5-5.5" strokeWidth="2.6" fill="none" strokeLinecap="round" strokeLinejoin="round" />
    </svg>
  );
}

/**
 * Fixed at the top (spec §2): its text colour follows the path, it turns half transparent with a
 * blur and the logo shrinks from 80 px of scrolling, and small screens get a hamburger menu.
 */
export function NavBar({ links = defaultNavItems }: { readonly links?: readonly NavItem[] }) {
  const { pathname } = useLocation();
  const { account } = useSession();
  const condensed = useCondensed();
  const [menuOpen, setMenuOpen] = useState(false);
  const menuId = useId();
  const tone = navTone(pathname);

  // A new page closes the menu; Escape closes it too.
  useEffect(() => setMenuOpen(false), [pathname]);
  useEffect(() => {
    if (!menuOpen) return;
    const onKey = (event: KeyboardEvent) => event.key === 'Escape' && setMenuOpen(false);
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, [menuOpen]);

  const close = () => setMenuOpen(false);
  // Dashboard is one of the bar's links for approved staff and admins (spec §2).
  const items = account && canUseDashboard(account) ? [...links, { path: '/dashboard/compensation', name: messages.common.dashboard }] : links;
  return (
    <header className="navbar" data-tone={tone} data-condensed={condensed} data-menu-open={menuOpen} data-testid="navbar">
      <div className="navbar__inner container">
        <Link to="/" className="brand" aria-label="Physician Contracts home">
          <Logo />
          <span className="brand__name">Physician Contracts</span>
        </Link>
        <nav aria-label="Main" className="navbar__links">
          <ul>
            {items.map((link) => (
              <li key={link.path}>
                <NavLink to={link.path} end={link.path === '/'}>
                  {link.name}
                </NavLink>
              </li>
            ))}
          </ul>
        </nav>
        {/* The account end of the bar: Get Started and Log in, or the avatar with its profile card. */}
        <div className="navbar__account">
          <UserMenu />
        </div>
        <button
          type="button"
          className="navbar__toggle"
          aria-expanded={menuOpen}
          aria-controls={menuId}
          aria-label={menuOpen ? 'Close menu' : 'Open menu'}
          onClick={() => setMenuOpen((open) => !open)}
        >
          <Icon name={menuOpen ? 'close' : 'menu'} size={26} />
        </button>
      </div>
      <nav id={menuId} aria-label="Menu" className="navbar__menu" hidden={!menuOpen}>
        <ul className="container">
          {items.map((link) => (
            <li key={link.path}>
              <NavLink to={link.path} end={link.path === '/'} onClick={close}>
                {link.name}
              </NavLink>
            </li>
          ))}
          <li className="navbar__menu-account">
            <MobileAccountLinks onNavigate={close} />
          </li>
        </ul>
      </nav>
    </header>
  );
}
