import { displayName } from '#shared/format.ts';
import { useSession } from '../auth/session';

interface Props {
  readonly title: string;
  readonly subtitle?: string;
  /** Show whose account this is, from GET /me. */
  readonly showAccount?: boolean;
}

/** A screen of the route table that is not built yet: it says so instead of pretending. */
export function Placeholder({ title, subtitle, showAccount }: Props) {
  const { account } = useSession();
  return (
    <section className="page">
      <h1>{title}</h1>
      {subtitle && <h2>{subtitle}</h2>}
      {showAccount && account && (
        <dl className="account-summary" aria-label="Your account">
          <dt>Signed in as</dt>
          <dd data-testid="account-name">{displayName(account)}</dd>
          <dt>E-mail</dt>
          <dd data-testid="account-email">{account.email}</dd>
          <dt>Role</dt>
          <dd data-testid="account-role">{account.role}</dd>
        </dl>
      )}
      <p className="muted">This screen is being built.</p>
    </section>
  );
}
