import { createRoot, hydrateRoot } from 'react-dom/client';
import { BrowserRouter } from 'react-router';
import * as messages from '#shared/messages.ts';
import { App } from './app';
import { accessToken, loadAuth, setAuthConfig } from './auth/auth-loader';
import { endingSessions, onSignedOutPage } from './auth/session-end';
import { shareSessionAcrossTabs } from './auth/tab-session';
import { hasStoredSession } from './auth/token-storage';
import { createLazyApiClient } from './lib/api/lazy-client';
import { loadConfig } from './lib/config';
import { prefetchFirstViewData } from './lib/first-view-data';
import { navigateAndWait } from './lib/navigation';
import { prefetchOnIntent, prefetchPath, setPrefetchRoutes } from './lib/prefetch';
import { loadQueries } from './lib/queries-loader';
import { routes } from './routes';
import './styles.css';

const container = document.getElementById('root') as HTMLElement;

try {
  // A session-only sign-in in another tab of this browser is borrowed before the first render.
  const [config] = await Promise.all([loadConfig(), shareSessionAcrossTabs()]);
  setAuthConfig(config.checked);
  // A session ended elsewhere: to /login with the notice first (outside the signed-in screens), then
  // the tokens go; the session follows Amplify's sign-out event. A page for signed-out visitors (an
  // e-mailed link being used) stays where it is.
  const api = endingSessions(
    createLazyApiClient(async () => (await config.checked()).apiUrl, accessToken),
    async () => {
      if (!onSignedOutPage(window.location.pathname)) {
        // The signed-in screen must be gone before the sign-out renders, or its own redirect to
        // /login (without the notice) would win.
        await navigateAndWait('/login', { replace: true, state: { notice: messages.auth.sessionEnded, noticeTone: 'error' } });
      }
      await (await loadAuth()).forgetEndedSession().catch(() => undefined);
    },
  );
  setPrefetchRoutes(routes);
  prefetchOnIntent();
  // The first view's code downloads now, every level at once (a shell and its screen), rather than
  // each once the one above it has rendered (issue 37). A returning person's sign-in and account
  // are read at the same time: Amplify, the query cache and GET /me no longer wait for the first
  // render and its effects.
  prefetchPath(window.location.pathname);
  if (hasStoredSession()) {
    void loadQueries()
      .then(({ queryClient, meQuery }) => queryClient.prefetchQuery(meQuery(api)))
      .catch(() => undefined);
    void prefetchFirstViewData(window.location.pathname, api, accessToken).catch(() => undefined);
  }
  // Not transitions: the screen follows the address at once (a chunk still on its way shows the
  // page's frame, ScreenLoading), as tests and assistive technology expect after the URL changes.
  const app = <App services={{ config, api }} router={(screens) => <BrowserRouter useTransitions={false}>{screens}</BrowserRouter>} />;
  // The build prerenders the public pages as a signed-out visitor arriving from outside sees them
  // (prerender.tsx): React adopts that HTML. Someone signed in, or a reload of a page that was
  // handed router state (/login's "check your email" notice), sees another page, rendered afresh.
  const routerState = (window.history.state as { usr?: unknown } | null)?.usr;
  if (container.hasChildNodes() && !hasStoredSession() && routerState == null) hydrateRoot(container, app);
  else createRoot(container).render(app);
} catch (error) {
  createRoot(container).render(
    <main className="boot-error" role="alert">
      <h1>The app could not start</h1>
      <p>{(error as Error).message}</p>
    </main>,
  );
}
