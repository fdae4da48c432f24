import { useEffect, useRef, type ReactNode } from 'react';
import { Icon } from './Icon';

interface Props {
  readonly tone: 'success' | 'error' | 'info';
  readonly children: ReactNode;
  readonly className?: string;
  readonly testId?: string;
  /**
   * false when the notice is rendered into a live region that is always on the page (screen
   * readers announce changes to an existing region more reliably than a region that appears).
   */
  readonly live?: boolean;
  /** Shows a close button (named "Dismiss message") that calls this. */
  readonly onDismiss?: () => void;
}

/**
 * An accessible in-page message (never window.alert): errors are announced at once
 * (role="alert"), success and information politely (role="status").
 */
export function Notice({ tone, children, className, testId, live = true, onDismiss }: Props) {
  const element = useRef<HTMLDivElement>(null);
  const scrolledTo = useRef<string | null>(null);
  // A failure must be seen where it appears: on a phone the form's button is often far below the
  // message at the top of the page. Scrolls only as far as needed, and only when the message is new
  // (not on every re-render while someone types below it); screen readers hear role="alert".
  useEffect(() => {
    const text = element.current?.textContent ?? '';
    if (tone === 'error' && text !== scrolledTo.current) element.current?.scrollIntoView?.({ block: 'nearest' });
    scrolledTo.current = tone === 'error' ? text : null;
  });
  return (
    <div
      ref={element}
      className={['notice', `notice--${tone}`, className ?? ''].filter(Boolean).join(' ')}
      role={live ? (tone === 'error' ? 'alert' : 'status') : undefined}
      data-testid={testId}
    >
      <Icon name={tone === 'success' ? 'check' : tone === 'error' ? 'alert' : 'info'} />
      <div>{children}</div>
      {onDismiss && (
        <button type="button" className="notice__dismiss" aria-label="Dismiss message" onClick={onDismiss}>
          <Icon name="close" />
        </button>
      )}
    </div>
  );
}
