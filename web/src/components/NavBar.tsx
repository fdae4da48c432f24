import { useEffect, useId, useRef, useState } from 'react';
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

  const header = useRef<HTMLElement>(null);
  const toggle = useRef<HTMLButtonElement>(null);
  const menu = useRef<HTMLElement>(null);

  // A new page closes the menu.
  useEffect(() => setMenuOpen(false), [pathname]);
  // While the phone's menu is open it is the only thing there (issue 37): the page behind and the
  // rest of the bar are inert, Tab cycles between the close button and the menu's entries, and
  // Escape closes it with focus back on the button.
  useEffect(() => {
    if (!menuOpen || !header.current) return;
    const bar = header.current;
    const behind = [
      ...[...(bar.parentElement?.children ?? [])].filter((element) => element !== bar),
      ...[...(bar.querySelector('.navbar__inner')?.children ?? [])].filter((element) => element !== toggle.current),
    ].filter((element): element is HTMLElement => element instanceof HTMLElement && !element.inert);
    for (const element of behind) element.inert = true;
    const focusables = () => [
      toggle.current,
      ...(menu.current?.querySelectorAll<HTMLElement>('a[href], button:not([disabled]), input, select, textarea, [tabindex]:not([tabindex="-1"])') ??
        []),
    ];
    const onKey = (event: KeyboardEvent) => {
      if (event.key === 'Escape') {
        setMenuOpen(false);
        toggle.current?.focus();
        return;
      }
      if (event.key !== 'Tab') return;
      const stops = focusables().filter((element): element is HTMLElement => element !== null);
      const first = stops[0];
      const last = stops[stops.length - 1];
      const active = document.activeElement;
      const inside = stops.some((element) => element === active);
      if (!inside) {
        event.preventDefault();
        (event.shiftKey ? last : first)?.focus();
      } else if (event.shiftKey && active === first) {
        event.preventDefault();
        last?.focus();
      } else if (!event.shiftKey && active === last) {
        event.preventDefault();
        first?.focus();
      }
    };
    document.addEventListener('keydown', onKey);
    // A window widened past the phone layout hides the menu (layout.css): the page is usable again.
    const wide = window.matchMedia('(min-width: 901px)');
    const onWide = () => wide.matches && setMenuOpen(false);
    wide.addEventListener('change', onWide);
    return () => {
      document.removeEventListener('keydown', onKey);
      wide.removeEventListener('change', onWide);
      for (const element of behind) element.inert = false;
    };
  }, [menuOpen]);

  const close = () => setMenuOpen(false);
  // Dashboard is one of the bar's links for approved staff and admins (spec §2).
  const items = account && canUseDashboard(account) ? [...links, { path: '/dashboard/compensation', name: messages.common.dashboard }] : links;
  return (
    <header ref={header} className="navbar" data-tone={tone} data-condensed={condensed} data-menu-open={menuOpen} data-testid="navbar">
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
          ref={toggle}
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
      <nav ref={menu} id={menuId} aria-label="Menu" className="navbar__menu" hidden={!menuOpen}>
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
