import { Link } from 'react-router';
import { useSession } from '../auth/session';
import { useApp } from '../lib/app-context';
import { ButtonLink } from './Button';
import { Logo } from './NavBar';
import { useHydrated } from '../lib/use-hydrated';

/** The footer of public pages (spec §1, §2): quick links, the staff e-mail, Register (for visitors) and the disclaimer. */
export function Footer() {
  const { config } = useApp();
  const { status } = useSession();
  const hydrated = useHydrated();
  // The build's prerender does not know this deployment's address: it appears once the page is live.
  const staffEmail = hydrated ? config.staffEmail : '';
  // The prerender says the build's year; while React adopts the page the browser says the same,
  // then the visitor's own (a page built last December still hydrates cleanly in January).
  const year = hydrated ? String(new Date().getFullYear()) : (import.meta.env.BUILD_YEAR as string);
  return (
    <footer className="site-footer">
      <div className="container site-footer__grid">
        <div className="site-footer__brand">
          <p className="site-footer__name">
            <Logo />
            Physician Contracts
          </p>
          <p data-testid="disclaimer">
            The content on this site is for educational purposes only and is not legal, financial or medical advice. Do your own research and seek
            professional help before you sign or negotiate a contract.
          </p>
        </div>
        <nav aria-label="Quick Links" className="site-footer__links">
          <h2>Quick Links</h2>
          <ul>
            <li>
              <Link to="/about">About Us</Link>
            </li>
            <li>
              <Link to="/contact">Contact Us</Link>
            </li>
            <li>
              <Link to="/terms">Terms of Service</Link>
            </li>
            <li>
              <Link to="/privacy">Privacy Policy</Link>
            </li>
          </ul>
        </nav>
        <div>
          <h2>Contact</h2>
          <p>
            Questions for our staff?
            <br />
            {staffEmail && (
              <a href={`mailto:${staffEmail}`} data-testid="footer-staff-email">
                {staffEmail}
              </a>
            )}
          </p>
        </div>
        {/* Joining is for visitors: someone signed in (or whose sign-in is being restored) is not asked to. */}
        {status === 'signedOut' && (
          <div className="signup-cta">
            <h2>Join for free</h2>
            <p>Free for physicians: the full Negotiation 101 course and your requests in one place.</p>
            <ButtonLink to="/signup" variant="accent">
              Register
            </ButtonLink>
          </div>
        )}
      </div>
      <div className="container site-footer__legal">
        <p>© {year} Physician Contracts. Educational content only.</p>
      </div>
    </footer>
  );
}
