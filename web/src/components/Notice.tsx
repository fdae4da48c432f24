import type { ReactNode } from 'react';
import { Icon } from './Icon';

interface Props {
  readonly tone: 'success' | 'error' | 'info';
  readonly children: ReactNode;
  readonly className?: string;
  readonly testId?: string;
}

/**
 * An accessible in-page message (never window.alert): errors are announced at once
 * (role="alert"), success and information politely (role="status").
 */
export function Notice({ tone, children, className, testId }: Props) {
  return (
    <div
      className={['notice', `notice--${tone}`, className ?? ''].filter(Boolean).join(' ')}
      role={tone === 'error' ? 'alert' : 'status'}
      data-testid={testId}
    >
      <Icon name={tone === 'success' ? 'check' : tone === 'error' ? 'alert' : 'info'} />
      <div>{children}</div>
    </div>
  );
}
