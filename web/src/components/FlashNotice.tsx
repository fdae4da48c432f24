import { useEffect, useState } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { Notice } from './Notice';

interface Flash {
  readonly text: string;
  readonly tone: 'success' | 'error';
  /** The page it was handed to: it belongs there and nowhere else. */
  readonly pathname: string;
}

/**
 * A notice handed over by the page that navigated here (router state `notice`), e.g. "A password
 * reset link has been sent to your email!" on /login, "Consultation request submitted
 * successfully!" on the request list, or "Your account has been deleted" on /.
 *
 * It belongs to the page where it happened (issue 37): it is taken off the history entry as soon as
 * it is shown (a reload or Back does not bring it again), it goes when the person navigates to
 * another page, and it can be dismissed.
 */
export function FlashNotice() {
  const location = useLocation();
  const navigate = useNavigate();
  const [flash, setFlash] = useState<Flash>();
  const state = location.state as { notice?: unknown; noticeTone?: unknown } | null;
  const handed = typeof state?.notice === 'string' ? state.notice : undefined;
  const handedTone = state?.noticeTone === 'error' ? 'error' : 'success';

  useEffect(() => {
    if (handed === undefined) return;
    setFlash({ text: handed, tone: handedTone, pathname: location.pathname });
    // The rest of the state (where a sign-in should lead, say) stays on the entry.
    const { notice: _notice, noticeTone: _tone, ...rest } = state ?? {};
    void navigate(
      { pathname: location.pathname, search: location.search, hash: location.hash },
      { replace: true, state: Object.keys(rest).length > 0 ? rest : null, preventScrollReset: true },
    );
    // Once per history entry that carries a notice.
  }, [location.key]);

  // Another page: the notice stays behind, and does not come back with a later visit.
  useEffect(() => {
    if (flash && flash.pathname !== location.pathname) setFlash(undefined);
  }, [flash, location.pathname]);

  // The first render of the entry shows it at once (the effect above then keeps it while the state is cleared).
  const shown: Omit<Flash, 'pathname'> | undefined =
    handed !== undefined ? { text: handed, tone: handedTone } : flash?.pathname === location.pathname ? flash : undefined;
  if (!shown) return null;
  return (
    <div className="flash">
      <Notice tone={shown.tone} onDismiss={() => setFlash(undefined)}>
        {shown.text}
      </Notice>
    </div>
  );
}
