import { useEffect, useState } from 'react';
import { useLocation, useNavigate } from 'react-router';

/**
 * The secret an e-mailed link carries in its fragment (`/verify#token=…`; see appLink in
 * functions/adapters/mailer.ts), read once when the page opens. The fragment never reaches a server;
 * it is then dropped from the address bar as well, so it stays out of the history, bookmarks and
 * anything the person copies from there. The value lives on in this component's state only.
 */
export function useLinkSecret(name = 'token'): string {
  const location = useLocation();
  const navigate = useNavigate();
  const [secret] = useState(() => new URLSearchParams(location.hash.replace(/^#/, '')).get(name) ?? '');
  useEffect(() => {
    if (location.hash) navigate({ pathname: location.pathname, search: location.search }, { replace: true, state: location.state });
  }, [location, navigate]);
  return secret;
}
