import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { useApp } from '#web/lib/app-context.tsx';
import { useHydrated } from '#web/lib/use-hydrated.ts';

/** When the Terms of Service and the Privacy Policy last changed (shown on both). */
export const legalPagesUpdated = 'November 26, 2026';

/**
 * The frame of the Terms of Service and the Privacy Policy: a hero with the title, the text in a
 * readable column, the other document and how to reach us at the end.
 */
export function LegalPage({
  id,
  eyebrow,
  title,
  intro,
  other,
  children,
}: {
  readonly id: string;
  readonly eyebrow: string;
  readonly title: string;
  readonly intro: string;
  /** The other legal page, linked at the end. */
  readonly other: { readonly to: string; readonly label: string };
  readonly children: ReactNode;
}) {
  return (
    <>
      <section className="page-hero" aria-labelledby={`${id}-title`}>
        <div className="container">
          <span className="eyebrow">{eyebrow}</span>
          <h1 id={`${id}-title`}>{title}</h1>
          <p>{intro}</p>
          <p className="legal__updated">Last updated: {legalPagesUpdated}</p>
        </div>
      </section>
      <article className="container legal" aria-labelledby={`${id}-title`}>
        {children}
        <h2>Contact</h2>
        <ContactUs />
        <p>
          See also our <Link to={other.to}>{other.label}</Link>.
        </p>
      </article>
    </>
  );
}

/** How to reach us; the staff address is this deployment's, known once the page is live (as in the footer). */
export function ContactUs() {
  const { config } = useApp();
  const hydrated = useHydrated();
  const staffEmail = hydrated ? config.staffEmail : '';
  return (
    <p>
      Write to us through the <Link to="/contact">contact form</Link>
      {staffEmail ? (
        <>
          {' '}
          or by e-mail at <a href={`mailto:${staffEmail}`}>{staffEmail}</a>
        </>
      ) : (
        ' or at the staff e-mail address shown at the foot of every public page'
      )}
      . Our staff answer by e-mail.
    </p>
  );
}
