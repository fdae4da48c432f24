import { useLocation } from 'react-router';

/**
 * A notice handed over by the page that navigated here (router state `notice`), e.g. "A password
 * reset link has been sent to your email!" on /login, or "Unverified Account!…" on the dashboard.
 */
export function FlashNotice() {
  const state = useLocation().state as { notice?: unknown; noticeTone?: unknown } | null;
  if (typeof state?.notice !== 'string') return null;
  const tone = state.noticeTone === 'error' ? 'error' : 'success';
  return (
    <div className="flash">
      <p className={`notice ${tone}`} role={tone === 'error' ? 'alert' : 'status'}>
        {state.notice}
      </p>
    </div>
  );
}
