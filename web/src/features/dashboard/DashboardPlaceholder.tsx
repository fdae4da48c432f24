import { displayName } from '#shared/format.ts';
import { useSession } from '#web/auth/session.tsx';

/** A dashboard tab not built yet: it says so, and whose account this is. */
export function DashboardPlaceholder({ title }: { readonly title: string }) {
  const { account } = useSession();
  return (
    <>
      <h2>{title}</h2>
      {account && (
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
    </>
  );
}
