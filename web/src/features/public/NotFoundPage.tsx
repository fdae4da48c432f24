import { ButtonLink } from '#web/components/Button.tsx';

export function NotFoundPage() {
  return (
    <section className="page-hero not-found" aria-labelledby="not-found-title">
      <div className="container">
        <span className="eyebrow">Error 404</span>
        <h1 id="not-found-title">Page not found</h1>
        <p>The page you asked for does not exist or has moved. Check the address, or continue from one of these pages.</p>
        <div className="not-found__actions">
          <ButtonLink to="/" variant="accent">
            Back to the home page
          </ButtonLink>
          <ButtonLink to="/contact" variant="on-dark">
            Contact us
          </ButtonLink>
        </div>
      </div>
    </section>
  );
}
