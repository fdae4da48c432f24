import type { ReactNode } from 'react';
import { Notice } from '#web/components/Notice.tsx';

/**
 * The frame of every account page (signup, login, reset, verification): the title, then the
 * page's accessible failure message when there is one, then the form.
 */
export function AuthPage({
  title,
  failure,
  className,
  children,
}: {
  readonly title: string;
  readonly failure?: ReactNode;
  readonly className?: string;
  readonly children: ReactNode;
}) {
  return (
    <section className={['page', 'auth-page', className ?? ''].filter(Boolean).join(' ')}>
      <h1>{title}</h1>
      {failure ? <Notice tone="error">{failure}</Notice> : null}
      {children}
    </section>
  );
}
