import { useLocation } from 'react-router';
import { Notice } from './Notice';

/**
 * A notice handed over by the page that navigated here (router state `notice`), e.g. "A password
 * reset link has been sent to your email!" on /login, "Unverified Account!…" on the dashboard, or
 * "Your account has been deleted" on /.
 */
export function FlashNotice() {
  const state = useLocation().state as { notice?: unknown; noticeTone?: unknown } | null;
  if (typeof state?.notice !== 'string') return null;
  const tone = state.noticeTone === 'error' ? 'error' : 'success';
  return (
    <div className="flash">
      <Notice tone={tone}>{state.notice}</Notice>
    </div>
  );
}
